// Writes: the Actions API (`POST /data/actions/<dataset>`), which the Studio uses to edit drafts, publish them,
// restore an old revision into the draft, and copy a draft into a release to schedule it (./releases.ts), and the older mutation API (`POST /data/mutate/<dataset>`). Both become one store transaction.
import type { DatasetDocument } from "@casinolupa/content";
import type { LakeDocument } from "./dataset.ts";
import { type LakeRequest, type LakeResponse, readJson, sendJson } from "./http.ts";
import { EDITOR } from "./project.ts";
import { runQuery } from "./query.ts";
import { type ReleaseAction, releaseMutations } from "./releases.ts";
import { ConflictError, type DocumentStore, type SanityMutation } from "./store.ts";

type Action = ReleaseAction & {
  actionType: string;
  draftId?: string;
  publishedId?: string;
  attributes?: Record<string, unknown> & { _id?: string; _type: string };
  patch?: Record<string, unknown>;
  ifDraftRevisionId?: string;
  ifPublishedRevisionId?: string;
  ifExists?: "fail" | "ignore";
  /** A version's id (`versions.<releaseId>.<id>`), and the document it starts from. */
  versionId?: string;
  baseId?: string;
  ifBaseRevisionId?: string;
  document?: Record<string, unknown> & { _id: string; _type: string };
};

/** A document's content without the fields the Content Lake sets itself. */
function content(document: LakeDocument): DatasetDocument {
  const { _rev, _createdAt, _updatedAt, ...rest } = document;
  return rest;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new ConflictError(`The action needs ${name}`);
  return value;
}

function actionMutations(store: DocumentStore, action: Action): SanityMutation[] {
  const draftId = action.draftId ?? (action.publishedId ? `drafts.${action.publishedId}` : undefined);
  switch (action.actionType) {
    case "sanity.action.document.create": {
      const id = required(action.attributes?._id ?? draftId, "a document id");
      if (store.get(id) && action.ifExists === "ignore") return [];
      return [{ create: { ...action.attributes, _id: id } as LakeDocument }];
    }
    case "sanity.action.document.edit": {
      const id = required(draftId, "draftId");
      const published = store.get(required(action.publishedId, "publishedId"));
      const base = store.get(id) ? [] : published ? [{ createIfNotExists: { ...content(published), _id: id } }] : [];
      if (!store.get(id) && !published) throw new ConflictError(`Neither ${id} nor its published document exists`);
      return [...base, { patch: { ...action.patch, id } }];
    }
    case "sanity.action.document.publish": {
      const draft = store.get(required(draftId, "draftId"));
      const publishedId = required(action.publishedId, "publishedId");
      if (!draft) throw new ConflictError(`There is no draft ${draftId} to publish`);
      if (action.ifDraftRevisionId && action.ifDraftRevisionId !== draft._rev) {
        throw new ConflictError(`The draft is at revision ${draft._rev}, not ${action.ifDraftRevisionId}`);
      }
      return [{ createOrReplace: { ...content(draft), _id: publishedId } }, { delete: { id: draft._id } }];
    }
    case "sanity.action.document.discard":
      return [{ delete: { id: required(draftId, "draftId") } }];
    case "sanity.action.document.replaceDraft": {
      // «Restaurar» from the history: the old revision becomes the draft.
      const publishedId = required(action.publishedId, "publishedId");
      const attributes = { ...action.attributes, _id: `drafts.${publishedId}` } as LakeDocument;
      return [{ createOrReplace: content(attributes) as LakeDocument }];
    }
    case "sanity.action.document.version.create": {
      const publishedId = required(action.publishedId, "publishedId");
      if (action.document) return [{ create: content(action.document as LakeDocument) as LakeDocument }];
      const base = store.get(required(action.baseId, "baseId"));
      if (!base) throw new ConflictError(`There is no document ${action.baseId} to copy into a version`);
      if (action.ifBaseRevisionId && action.ifBaseRevisionId !== base._rev) {
        throw new ConflictError(`${action.baseId} is at revision ${base._rev}, not ${action.ifBaseRevisionId}`);
      }
      const versionId = action.versionId ?? `drafts.${publishedId}`;
      return [{ create: { ...content(base), _id: versionId } as LakeDocument }];
    }
    case "sanity.action.document.version.discard":
      return [{ delete: { id: required(action.versionId, "versionId") } }];
    case "sanity.action.document.delete": {
      const publishedId = required(action.publishedId, "publishedId");
      return [publishedId, `drafts.${publishedId}`].filter((id) => store.get(id)).map((id) => ({ delete: { id } }));
    }
    default:
      if (action.actionType.startsWith("sanity.action.release.")) return releaseMutations(store, action);
      throw new ConflictError(`The stand-in does not support ${action.actionType}`);
  }
}

export async function answerActions(
  request: LakeRequest,
  response: LakeResponse,
  store: DocumentStore,
  log: (line: string) => void,
) {
  const body = await readJson<{ actions?: Action[]; transactionId?: string; dryRun?: boolean }>(request);
  for (const action of body.actions ?? []) {
    const what = action.patch ? ` ${JSON.stringify(action.patch).slice(0, 160)}` : "";
    log(
      `action ${action.actionType.replace(/^sanity\.action\.(document\.)?/, "")} ${action.draftId ?? action.publishedId ?? action.versionId ?? action.releaseId}${what} in ${body.transactionId ?? "a new transaction"}`,
    );
  }
  try {
    const mutations = (body.actions ?? []).flatMap((action) => actionMutations(store, action));
    if (body.dryRun) return sendJson(request, response, 200, { transactionId: body.transactionId ?? "dry-run" });
    const { transactionId } = store.commit(mutations, { transactionId: body.transactionId, identity: EDITOR.id });
    sendJson(request, response, 200, { transactionId });
  } catch (error) {
    sendJson(request, response, 409, { error: { type: "conflict", description: String(error) } });
  }
}

export async function answerMutate(request: LakeRequest, response: LakeResponse, url: URL, store: DocumentStore) {
  const body = await readJson<{ mutations?: SanityMutation[]; transactionId?: string }>(request);
  try {
    const mutations = await withQueriedDeletes(body.mutations ?? [], store);
    const transaction = store.commit(mutations, {
      transactionId: body.transactionId ?? url.searchParams.get("transactionId") ?? undefined,
      identity: EDITOR.id,
    });
    const results = transaction.changes.map(({ id, before, after }) => ({
      id,
      operation: !before ? "create" : after ? "update" : "delete",
      ...(url.searchParams.get("returnDocuments") === "true" ? { document: after } : {}),
    }));
    sendJson(request, response, 200, { transactionId: transaction.transactionId, results });
  } catch (error) {
    sendJson(request, response, 409, { error: { type: "conflict", description: String(error) } });
  }
}

/**
 * `{ delete: { query } }` (the Studio's preview secrets are collected so) deletes every document the query selects:
 * one delete by id for each.
 */
async function withQueriedDeletes(mutations: SanityMutation[], store: DocumentStore): Promise<SanityMutation[]> {
  const expanded: SanityMutation[] = [];
  for (const mutation of mutations) {
    const query = (mutation.delete as { query?: string } | undefined)?.query;
    if (!query) {
      expanded.push(mutation);
      continue;
    }
    const selected = await runQuery(store.documents, query, {}, "raw");
    for (const document of Array.isArray(selected) ? selected : [])
      if (typeof document?._id === "string") expanded.push({ delete: { id: document._id } });
  }
  return expanded;
}
