// The documents of the stand-in Content Lake and every write to them. A write is a transaction of Sanity
// mutations, applied with Sanity's own mutator; each changed document gets the transaction id as its new `_rev`,
// which is what the Studio expects (its local copy sets `_rev` to the id of the transaction it submitted). Every
// transaction is kept, oldest first, from the dataset's own writes on: the history API reads them
// (./history.ts).
import { randomUUID } from "node:crypto";
import { Mutation } from "@sanity/mutator";
import type { LakeDocument } from "./dataset.ts";

type Mut = ConstructorParameters<typeof Mutation>[0]["mutations"][number];
export type SanityMutation = Mut;

export type DocumentChange = {
  id: string;
  before: LakeDocument | null;
  after: LakeDocument | null;
  mutations: SanityMutation[];
};

export type Transaction = {
  transactionId: string;
  identity: string;
  timestamp: string;
  changes: DocumentChange[];
};

export class ConflictError extends Error {}

/** The document id a mutation writes to. */
function targetId(mutation: SanityMutation): string {
  const id =
    mutation.create?._id ??
    mutation.createOrReplace?._id ??
    mutation.createIfNotExists?._id ??
    (mutation.delete as { id?: string } | undefined)?.id ??
    (mutation.patch as { id?: string } | undefined)?.id;
  if (!id) throw new ConflictError("A mutation needs a document id");
  return id;
}

export class DocumentStore {
  #byId = new Map<string, LakeDocument>();
  #subscribers = new Set<(transaction: Transaction) => void>();
  #history: Transaction[] = [];

  constructor(documents: LakeDocument[]) {
    this.#byId = new Map(documents.map((document) => [document._id, document]));
    this.#history = importHistory(documents);
  }

  /** Every committed transaction, oldest first, the dataset's import included. */
  get history(): readonly Transaction[] {
    return this.#history;
  }

  get documents(): LakeDocument[] {
    return [...this.#byId.values()];
  }

  get(id: string): LakeDocument | null {
    return this.#byId.get(id) ?? null;
  }

  /** Calls `listener` after each committed transaction; returns the unsubscribe function. */
  subscribe(listener: (transaction: Transaction) => void): () => void {
    this.#subscribers.add(listener);
    return () => this.#subscribers.delete(listener);
  }

  /** Applies `mutations` all or nothing, as one transaction. */
  commit(
    mutations: SanityMutation[],
    options: { transactionId?: string; identity?: string; timestamp?: string } = {},
  ): Transaction {
    const transactionId = options.transactionId ?? randomUUID().replaceAll("-", "");
    const timestamp = options.timestamp ?? new Date().toISOString();
    const byDocument = new Map<string, SanityMutation[]>();
    for (const mutation of mutations) {
      const id = targetId(mutation);
      byDocument.set(id, [...(byDocument.get(id) ?? []), mutation]);
    }
    const changes: DocumentChange[] = [...byDocument].map(([id, documentMutations]) => {
      const before = this.get(id);
      if (documentMutations.some((mutation) => mutation.create) && before) {
        throw new ConflictError(`Document ${id} already exists`);
      }
      if (!before && documentMutations[0]?.patch) {
        throw new ConflictError(`Document ${id} does not exist`);
      }
      const applied = new Mutation({
        mutations: documentMutations,
        transactionId,
        resultRev: transactionId,
        timestamp,
      });
      const result = applied.apply(before) as LakeDocument | null;
      const after = result
        ? { ...result, _createdAt: before?._createdAt ?? timestamp, _updatedAt: timestamp, _rev: transactionId }
        : null;
      return { id, before, after, mutations: documentMutations };
    });
    for (const { id, after } of changes) {
      if (after) this.#byId.set(id, after);
      else this.#byId.delete(id);
    }
    const transaction = { transactionId, identity: options.identity ?? "", timestamp, changes };
    // In time order, a write dated in the past (a test's «yesterday») among the others.
    const later = this.#history.findIndex((earlier) => earlier.timestamp > timestamp);
    this.#history.splice(later < 0 ? this.#history.length : later, 0, transaction);
    for (const subscriber of this.#subscribers) subscriber(transaction);
    return transaction;
  }

  /**
   * Makes the store hold exactly `documents` again, rewriting only what differs, as one transaction that its
   * subscribers (the webhooks, the listeners) receive; the history starts again from the documents' own writes, as
   * in a lake just started with them.
   */
  restore(documents: LakeDocument[]): Transaction {
    const wanted = new Map(documents.map((document) => [document._id, document]));
    const same = (a: LakeDocument, b: LakeDocument) =>
      JSON.stringify({ ...a, _rev: 0, _createdAt: 0, _updatedAt: 0 }) ===
      JSON.stringify({ ...b, _rev: 0, _createdAt: 0, _updatedAt: 0 });
    const removed = this.documents.filter((document) => !wanted.has(document._id));
    const changed = documents.filter((document) => {
      const current = this.get(document._id);
      return !current || !same(current, document);
    });
    const transaction = this.commit([
      ...removed.map((document) => ({ delete: { id: document._id } })),
      ...changed.map((document) => ({ createOrReplace: document })),
    ]);
    this.#history = importHistory(documents);
    return transaction;
  }
}

/** The dataset's documents come with the revision and the time of their last write: one transaction each. */
function importHistory(documents: LakeDocument[]): Transaction[] {
  const history: Transaction[] = [];
  for (const [transactionId, written] of Map.groupBy(documents, (document) => document._rev)) {
    const changes = written.map((document) => ({
      id: document._id,
      before: null,
      after: document,
      mutations: [{ createOrReplace: document }],
    }));
    const timestamp = written.map((document) => document._updatedAt).sort()[0] ?? "";
    history.push({ transactionId, identity: "", timestamp, changes });
  }
  return history.sort((a, b) => a.timestamp.localeCompare(b.timestamp));
}
