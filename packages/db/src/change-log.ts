// The public change log: what each publish changed in a casino's tracked facts (docs/decisions/023-…). The facts
// as last recorded are kept per casino; `record` compares the published ones with them and writes each difference
// once. Which facts there are and how they compare is the caller's (@casinolupa/domain's change-log.ts).
import { createHash } from "node:crypto";
import { isUniqueViolation } from "./errors.ts";
import type { Queries, QueryContext } from "./queries.ts";

/** A casino's tracked facts, as texts (null where it has none), and the editor's reason field as published. */
export type CasinoFacts = {
  casinoId: string;
  casinoSlug: string;
  casinoName: string;
  facts: Record<string, string | null>;
  reason: string | null;
  /** What the log writes, dated in the past, the first time it sees this casino (none: nothing). */
  history?: readonly PastChange[];
};

export type FactDifference = { kind: string; fact: string; from: string | null; to: string | null };

/**
 * A change that happened before the log first saw the casino, with the day it was made public: a sanction already
 * on the review when the log starts. Written once, with the casino's first snapshot (decision 023, as amended by 036).
 */
export type PastChange = FactDifference & { at: Date; reason: string | null };

export type OperatorChange = {
  id: string;
  casinoId: string;
  casinoSlug: string;
  casinoName: string;
  kind: string;
  fact: string;
  oldValue: string | null;
  newValue: string | null;
  reason: string | null;
  changedAt: Date;
  position: number;
};

export type ChangeLogStore = {
  /**
   * Compares each casino's published facts with those last recorded (`compare(before, after)`) and writes every
   * difference as a change dated `at`, then keeps the published facts for the next time. A casino seen for the first
   * time has nothing to compare with: its `history` (changes dated in the past) is written, and its facts kept. `state` names the published content (its revisions): a
   * change's id is a hash of it, the casino, the fact and both values, so the same publish recorded again (a replayed
   * webhook, several processes) writes nothing. On PostgreSQL it runs in one transaction that other processes'
   * `record` waits for.
   * Returns the changes written.
   */
  record(input: {
    state: string;
    casinos: readonly CasinoFacts[];
    compare: (before: Record<string, string | null>, after: Record<string, string | null>) => FactDifference[];
    at: Date;
  }): Promise<OperatorChange[]>;
  /** Changes, newest first, optionally of one casino (by slug), one kind, and recorded within [from, to). */
  list(filter?: {
    casinoSlug?: string;
    kind?: string;
    from?: Date;
    to?: Date;
    limit?: number;
  }): Promise<OperatorChange[]>;
};

/** Any fixed number: the PostgreSQL advisory lock that makes `record` run in one process at a time. */
const RECORD_LOCK = 2_028_001;

export function changeId(state: string, casinoId: string, fact: string, from: string | null, to: string | null) {
  return createHash("sha256")
    .update(JSON.stringify([state, casinoId, fact, from, to]))
    .digest("hex");
}

export function createChangeLogStore({ provider, queries, transaction }: QueryContext): ChangeLogStore {
  /**
   * PostgreSQL: one transaction under a lock every recorder waits for, so two processes never compare with the same
   * snapshot. SQLite (one process, whose calls the client already runs one at a time): no transaction, since a
   * second connection waiting for the write lock would block its thread; the ids keep a repeated write out.
   */
  const serialized = <T>(work: (q: Queries) => Promise<T>): Promise<T> =>
    provider === "postgresql"
      ? transaction(async (q) => {
          await q.$executeRaw`SELECT pg_advisory_xact_lock(${RECORD_LOCK})`;
          return work(q);
        })
      : work(queries);
  /** Writes the changes not yet written; returns those it wrote. */
  async function writeChanges(q: Queries, changes: OperatorChange[]): Promise<OperatorChange[]> {
    if (changes.length === 0) return [];
    const existing = await q.operatorChange.findMany({
      where: { id: { in: changes.map((change) => change.id) } },
      select: { id: true },
    });
    const seen = new Set(existing.map((row) => row.id));
    const fresh = changes.filter((change) => !seen.has(change.id));
    if (provider === "postgresql") {
      if (fresh.length > 0) await q.operatorChange.createMany({ data: fresh });
      return fresh;
    }
    // SQLite, outside a transaction: a row another recorder wrote meanwhile is a unique violation, skipped.
    const written: OperatorChange[] = [];
    for (const change of fresh) {
      try {
        await q.operatorChange.create({ data: change });
        written.push(change);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    return written;
  }

  return {
    record: ({ state, casinos, compare, at }) =>
      serialized(async (q) => {
        const previous = new Map((await q.operatorFactSnapshot.findMany()).map((row) => [row.casinoId, row]));
        const changes: OperatorChange[] = [];
        const snapshots: { casinoId: string; facts: string; reason: string | null; updatedAt: Date }[] = [];
        for (const casino of casinos) {
          const facts = JSON.stringify(casino.facts);
          const before = previous.get(casino.casinoId);
          if (!before) {
            // First seen: only its past, dated when it happened. The id leaves out the publish state, so a second
            // process starting on the same empty log, or a replay, writes the same rows once.
            for (const past of casino.history ?? []) {
              changes.push({
                id: changeId(`history@${past.at.toISOString()}`, casino.casinoId, past.fact, past.from, past.to),
                casinoId: casino.casinoId,
                casinoSlug: casino.casinoSlug,
                casinoName: casino.casinoName,
                kind: past.kind,
                fact: past.fact,
                oldValue: past.from,
                newValue: past.to,
                reason: past.reason,
                changedAt: past.at,
                position: changes.length,
              });
            }
          } else {
            // A reason counts for this publish only when the editor wrote a new one with it.
            const reason = casino.reason && casino.reason !== before.reason ? casino.reason : null;
            const recorded = JSON.parse(before.facts) as Record<string, string | null>;
            for (const { kind, fact, from, to } of compare(recorded, casino.facts)) {
              changes.push({
                id: changeId(state, casino.casinoId, fact, from, to),
                casinoId: casino.casinoId,
                casinoSlug: casino.casinoSlug,
                casinoName: casino.casinoName,
                kind,
                fact,
                oldValue: from,
                newValue: to,
                reason,
                changedAt: at,
                position: changes.length,
              });
            }
          }
          if (before?.facts !== facts || before.reason !== casino.reason) {
            snapshots.push({ casinoId: casino.casinoId, facts, reason: casino.reason, updatedAt: at });
          }
        }
        // The changes before the snapshots: on SQLite (no transaction) a failure in between leaves the old snapshot,
        // so the next recording finds the same differences again, with the same ids.
        const written = await writeChanges(q, changes);
        for (const { casinoId, ...snapshot } of snapshots) {
          await q.operatorFactSnapshot.upsert({
            where: { casinoId },
            create: { casinoId, ...snapshot },
            update: snapshot,
          });
        }
        return written;
      }),
    list: ({ casinoSlug, kind, from, to, limit = 200 } = {}) =>
      queries.operatorChange.findMany({
        where: {
          ...(casinoSlug ? { casinoSlug } : {}),
          ...(kind ? { kind } : {}),
          ...(from || to ? { changedAt: { ...(from ? { gte: from } : {}), ...(to ? { lt: to } : {}) } } : {}),
        },
        // Within one publish, the order the facts were compared in (the id is a hash, so not that).
        orderBy: [{ changedAt: "desc" }, { position: "asc" }],
        take: limit,
      }),
  };
}
