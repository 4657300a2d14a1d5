// The publish webhook, delivered the way Sanity delivers it: after each write to a published document, a POST
// of that document as JSON, signed with the shared secret (`sanity-webhook-signature`, @sanity/webhook's format),
// with Sanity's delivery headers. Drafts trigger nothing, as with Sanity's default webhook filter.
import { encodeSignatureHeader } from "@sanity/webhook";
import type { DocumentStore, Transaction } from "./store.ts";

export type WebhookTarget = { url: string; secret: string };

const isDraftOrVersion = (id: string) => id.startsWith("drafts.") || id.startsWith("versions.");

export function deliverWebhooks(
  store: DocumentStore,
  project: { projectId: string; dataset: string },
  target: () => WebhookTarget | undefined,
  log: (line: string) => void,
): () => void {
  const deliver = async (transaction: Transaction) => {
    const destination = target();
    if (!destination) return;
    for (const { id, before, after } of transaction.changes) {
      if (isDraftOrVersion(id) || id.startsWith("_.")) continue;
      const body = JSON.stringify(after ?? before);
      const started = performance.now();
      const signature = await encodeSignatureHeader(body, Date.now(), destination.secret);
      const outcome = await fetch(destination.url, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Sanity.io webhook delivery",
          "sanity-webhook-signature": signature,
          "idempotency-key": `${transaction.transactionId}-${id}`,
          "sanity-project-id": project.projectId,
          "sanity-dataset": project.dataset,
          "sanity-document-id": id,
          "sanity-operation": !before ? "create" : after ? "update" : "delete",
          "sanity-transaction-id": transaction.transactionId,
          "sanity-transaction-time": transaction.timestamp,
        },
        body,
      }).then(
        (response) => String(response.status),
        (error: unknown) => `failed (${String(error)})`,
      );
      log(`webhook POST ${destination.url} for ${id} -> ${outcome} in ${Math.round(performance.now() - started)} ms`);
    }
  };
  return store.subscribe((transaction) => void deliver(transaction));
}
