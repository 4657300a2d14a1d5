// `GET /data/listen/<dataset>`: the Server-Sent Events stream the Studio keeps open for each document and list.
// It starts with `welcome`; then every committed write sends a `mutation` event to each listener whose filter
// selects the document before or after the write, with the fields the Studio needs to follow along: the
// client's transaction id, revisions that agree with `_rev`, and the change as a Mendoza patch.
import { randomUUID } from "node:crypto";
import { corsHeaders, type LakeRequest, type LakeResponse, queryParams } from "./http.ts";
import { listenerFilter } from "./query.ts";
import type { DocumentStore, Transaction } from "./store.ts";

const KEEPALIVE_MS = 10_000;

function frame(event: string, data: unknown, id?: string): string {
  return `event: ${event}\n${id ? `id: ${id}\n` : ""}data: ${JSON.stringify(data)}\n\n`;
}

export function openListener(
  request: LakeRequest,
  response: LakeResponse,
  url: URL,
  store: DocumentStore,
  log: (line: string) => void,
) {
  const query = url.searchParams.get("query") ?? "*";
  const params = queryParams(url);
  const selects = listenerFilter(query, params);
  const includeResult = url.searchParams.get("includeResult") !== "false";
  const includePrevious = url.searchParams.get("includePreviousRevision") === "true";

  const send = async (transaction: Transaction) => {
    const { transactionId, identity, timestamp, changes } = transaction;
    for (const [index, change] of changes.entries()) {
      const { id, before, after } = change;
      if (!(await selects(before)) && !(await selects(after))) continue;
      const event = {
        eventId: `${transactionId}#${id}`,
        documentId: id,
        transactionId,
        transition: !before ? "appear" : after ? "update" : "disappear",
        identity,
        mutations: change.mutations,
        previousRev: before?._rev,
        resultRev: transactionId,
        timestamp,
        visibility: "query",
        // A Mendoza patch that replaces the whole document is enough for the Studio.
        effects: { apply: [0, after], revert: [0, before] },
        transactionTotalEvents: changes.length,
        transactionCurrentEvent: index + 1,
        ...(includeResult && after ? { result: after } : {}),
        ...(includePrevious && before ? { previous: before } : {}),
      };
      response.write(frame("mutation", event, event.eventId));
      log(`event to ${url.searchParams.get("tag") ?? "listener"}: ${id} ${event.previousRev} -> ${event.resultRev}`);
    }
  };

  response.writeHead(200, {
    ...corsHeaders(request),
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
  });
  response.write(frame("welcome", { listenerName: randomUUID() }));
  // One transaction's events go out before the next one's, in commit order.
  let sending = Promise.resolve();
  const unsubscribe = store.subscribe((transaction) => {
    sending = sending.then(() => send(transaction)).catch(() => {});
  });
  const keepalive = setInterval(() => response.write(":\n\n"), KEEPALIVE_MS);
  response.on("close", () => {
    unsubscribe();
    clearInterval(keepalive);
  });
}

/**
 * `GET /data/live/events/<dataset>`: the Live Content API's event stream, which the Presentation tool opens (and
 * fails without). The stand-in sends its `welcome` and keeps the stream open; it announces no sync tags.
 */
export function openLiveEvents(request: LakeRequest, response: LakeResponse) {
  response.writeHead(200, {
    ...corsHeaders(request),
    "Content-Type": "text/event-stream; charset=utf-8",
    "Cache-Control": "no-cache",
  });
  response.write(frame("welcome", {}, randomUUID()));
  const keepalive = setInterval(() => response.write(":\n\n"), KEEPALIVE_MS);
  response.on("close", () => clearInterval(keepalive));
}
