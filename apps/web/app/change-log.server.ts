// The public change log's writer (decision 023): after each publish, and once at start-up, the casinos' tracked facts
// are read from the content source itself (never a cached or fallback copy) and compared with those last recorded
// in the database; each difference is written once, however many processes or replays do the same
// (db.changeLog.record). At start-up it also catches what was published while no process was listening. A casino
// seen for the first time brings its past with it: the sanctions its review shows, dated when they were made public.
import { createHash } from "node:crypto";
import { type ContentClient, trackedFactsQuery } from "@casinolupa/content";
import type { Db, OperatorChange } from "@casinolupa/db";
import { diffTrackedFacts, sanctionHistory, todayIso, trackedFactsOf } from "@casinolupa/domain";
import { logger } from "./log.server";

type ChangeLogDeps = {
  content: ContentClient;
  db: Db;
  /** Marks every rendered page stale (content.server.ts). */
  invalidateContent: () => void;
};

/** Records what the published content changed; returns the changes this call wrote. */
export async function recordPublishedChanges(
  { content, db, invalidateContent }: ChangeLogDeps,
  at = new Date(),
): Promise<OperatorChange[]> {
  const casinos = await content.fetchFromSource(trackedFactsQuery);
  const facts = trackedFactsOf(casinos);
  // The published state: every casino's revision. The same publish read by two processes is the same state.
  const state = createHash("sha256")
    .update(casinos.map((casino) => `${casino._id}@${casino._rev}`).join("\n"))
    .digest("hex");
  const written = await db.changeLog.record({
    state,
    casinos: casinos.map((casino) => ({
      casinoId: casino._id,
      casinoSlug: casino.slug,
      casinoName: casino.name,
      facts: facts.get(casino.slug) ?? {},
      reason: casino.changeReason.trim() || null,
      // Written only the first time the log sees the casino: the sanctions it already shows, dated when made public.
      history: sanctionHistory(casino, todayIso(at)).map(({ at: day, ...change }) => ({
        ...change,
        at: new Date(`${day}T00:00:00Z`),
      })),
    })),
    compare: diffTrackedFacts,
    at,
  });
  // A page rendered while the changes were being written would miss them.
  if (written.length > 0) invalidateContent();
  return written;
}

/** Start-up: the first record of each casino, or what changed while no process was running. */
export function bringChangeLogUpToDate(deps: ChangeLogDeps): Promise<void> {
  return recordPublishedChanges(deps).then(
    (written) => {
      if (written.length > 0) logger.info({ changes: written.length }, "Change log: changes published while stopped");
    },
    (error: unknown) => logger.error({ err: error }, "Change log not brought up to date at start-up"),
  );
}
