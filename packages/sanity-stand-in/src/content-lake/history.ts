// The History API, read from the store's transactions (store.ts keeps every one, the dataset's import first): a
// document as it was at a revision or a time, the transactions that touched some documents (NDJSON, each with
// its effect on them as a Mendoza patch that replaces the whole document), and the events of a document's
// group (created, published, unpublished, deleted) that the Studio's «Historial» lists; the Studio derives the
// edits between them from the transactions itself.
import type { LakeDocument } from "./dataset.ts";
import { corsHeaders, type LakeRequest, type LakeResponse, sendJson } from "./http.ts";
import type { DocumentStore, Transaction } from "./store.ts";

const publishedIdOf = (id: string) => id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
const releaseOf = (id: string) => /^versions\.([^.]+)\./.exec(id)?.[1];

/** `id` as the transactions up to and including `history[last]` left it (null: not there). */
function stateAfter(history: readonly Transaction[], last: number, id: string): LakeDocument | null {
  for (let index = last; index >= 0; index -= 1) {
    const change = history[index]?.changes.find((candidate) => candidate.id === id);
    if (change) return change.after;
  }
  return null;
}

/** The last state of `id` that existed, before its deletion if it was deleted. */
function lastRevision(history: readonly Transaction[], id: string): LakeDocument | null {
  for (let index = history.length - 1; index >= 0; index -= 1) {
    const change = history[index]?.changes.find((candidate) => candidate.id === id);
    if (change) return change.after ?? change.before;
  }
  return null;
}

/** `GET /data/history/<dataset>/documents/<ids>?revision=|time=|lastRevision=true`: `{ documents }`. */
export function documentsAt(store: DocumentStore, ids: string[], search: URLSearchParams): LakeDocument[] {
  const { history } = store;
  const revision = search.get("revision");
  const time = search.get("time");
  let last = history.length - 1;
  if (search.get("lastRevision") === "true") {
    return ids.map((id) => lastRevision(history, id)).filter((document) => document !== null);
  }
  if (revision) {
    // The documents as that transaction left them: the one it wrote has `_rev` equal to it.
    last = history.findIndex((transaction) => transaction.transactionId === revision);
    if (last < 0) return [];
  } else if (time) {
    const at = Date.parse(time);
    last = history.findLastIndex((transaction) => Date.parse(transaction.timestamp) <= at);
  }
  return ids.map((id) => stateAfter(history, last, id)).filter((document) => document !== null);
}

const effectOf = (before: LakeDocument | null, after: LakeDocument | null) => ({
  apply: [0, after],
  revert: [0, before],
});

/**
 * `GET /data/history/<dataset>/transactions/<ids>`: the transactions that touched any of `ids`, oldest first (newest
 * first with `reverse=true`), from `fromTransaction` to `toTransaction` (both included) or between `fromTime` and
 * `toTime`, at most `limit`; one JSON object a line.
 */
export function transactionsOf(store: DocumentStore, ids: string[], search: URLSearchParams): object[] {
  const wanted = new Set(ids);
  const { history } = store;
  const indexOf = (id: string | null) =>
    id ? history.findIndex((transaction) => transaction.transactionId === id) : -1;
  const from = Math.max(0, indexOf(search.get("fromTransaction")));
  const to = search.get("toTransaction") ? indexOf(search.get("toTransaction")) : history.length - 1;
  const fromTime = Date.parse(search.get("fromTime") ?? "") || Number.NEGATIVE_INFINITY;
  const toTime = Date.parse(search.get("toTime") ?? "") || Number.POSITIVE_INFINITY;
  const identifiedOnly = search.get("includeIdentifiedDocumentsOnly") === "true";
  const withContent = search.get("excludeContent") !== "true";
  let selected = history
    .slice(from, to + 1)
    .filter((transaction) => transaction.changes.some(({ id }) => wanted.has(id)))
    .filter(({ timestamp }) => Date.parse(timestamp) >= fromTime && Date.parse(timestamp) <= toTime);
  if (search.get("reverse") === "true") selected = selected.reverse();
  const limit = Number(search.get("limit"));
  if (limit > 0) selected = selected.slice(0, limit);
  return selected.map(({ transactionId, timestamp, identity, changes }) => {
    const shown = identifiedOnly ? changes.filter(({ id }) => wanted.has(id)) : changes;
    return {
      id: transactionId,
      timestamp,
      author: identity,
      documentIDs: shown.map(({ id }) => id),
      effects: Object.fromEntries(shown.map(({ id, before, after }) => [id, effectOf(before, after)])),
      ...(withContent ? { mutations: shown.flatMap(({ mutations }) => mutations) } : {}),
    };
  });
}

type GroupEvent = Record<string, unknown> & { type: string; timestamp: string; versionId?: string };

/** The lifecycle events of the group of `publishedId` that one transaction makes. */
function eventsOf(transaction: Transaction, publishedId: string): GroupEvent[] {
  const { transactionId, timestamp, identity: author, changes } = transaction;
  const inGroup = changes.filter(({ id }) => publishedIdOf(id) === publishedId);
  const published = inGroup.find(({ id }) => id === publishedId);
  const variants = inGroup.filter(({ id }) => id !== publishedId);
  const base = { documentId: publishedId, timestamp, author };
  const events: GroupEvent[] = [];
  // The draft or release version a publish replaced the published document with (it is deleted in the same write).
  const source = published?.after ? variants.find(({ before, after }) => before && !after) : undefined;
  if (published?.after) {
    const versionId = source?.id ?? `drafts.${publishedId}`;
    const releaseId = releaseOf(versionId);
    events.push({
      ...base,
      type: "publishDocumentVersion",
      revisionId: transactionId,
      versionId,
      ...(source?.before ? { versionRevisionId: source.before._rev } : {}),
      ...(releaseId ? { releaseId } : {}),
      publishCause: releaseId ? "release.schedule" : "document.publish",
    });
  } else if (published?.before) {
    const draft = variants.find(({ id, after }) => id === `drafts.${publishedId}` && after);
    events.push(
      draft
        ? { ...base, type: "unpublishDocument", versionId: draft.id, versionRevisionId: transactionId }
        : { ...base, type: "deleteDocumentGroup" },
    );
  }
  for (const { id, before, after } of variants) {
    if (id === source?.id) continue;
    const releaseId = releaseOf(id);
    const release = releaseId ? { releaseId } : {};
    if (!before && after) {
      events.push({
        ...base,
        type: "createDocumentVersion",
        versionId: id,
        versionRevisionId: transactionId,
        ...release,
      });
    } else if (before && !after && !published) {
      events.push({
        ...base,
        type: "deleteDocumentVersion",
        versionId: id,
        versionRevisionId: before._rev,
        ...release,
      });
    }
  }
  return events;
}

/**
 * `GET /data/history/<dataset>/events/documents/<id>`: `{ events: { <id>: [...] }, nextCursor }`, newest first: the
 * group's publishes, unpublishes and deletions, and the creations and discards of `id` itself.
 */
export function documentEvents(store: DocumentStore, id: string, search: URLSearchParams) {
  const publishedId = publishedIdOf(id);
  const events = store.history
    .flatMap((transaction) => eventsOf(transaction, publishedId))
    .filter(
      (event) =>
        !event.type.endsWith("DocumentVersion") || event.type === "publishDocumentVersion" || event.versionId === id,
    )
    .reverse();
  const limit = Number(search.get("limit")) || 100;
  return { events: { [id]: events.slice(0, limit) }, nextCursor: "" };
}

/** Answers a `/data/history/<dataset>/…` path (without the prefix); false when it is not one. */
export function answerHistory(
  request: LakeRequest,
  response: LakeResponse,
  store: DocumentStore,
  path: string,
  search: URLSearchParams,
): boolean {
  const [kind, ...rest] = path.split("/");
  const ids = (rest.join("/") ? decodeURIComponent(rest.join("/")) : "").split(",").filter(Boolean);
  if (kind === "documents" && ids.length > 0) {
    sendJson(request, response, 200, { documents: documentsAt(store, ids, search) });
    return true;
  }
  if (kind === "transactions" && ids.length > 0) {
    response.writeHead(200, { ...corsHeaders(request), "Content-Type": "application/x-ndjson" });
    response.end(
      transactionsOf(store, ids, search)
        .map((line) => `${JSON.stringify(line)}\n`)
        .join(""),
    );
    return true;
  }
  if (kind === "events" && rest[0] === "documents" && rest[1]) {
    sendJson(request, response, 200, documentEvents(store, decodeURIComponent(rest[1]), search));
    return true;
  }
  return false;
}
