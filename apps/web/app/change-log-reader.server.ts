// Reading the public change log for a page: recorded changes as the pages render them (lib/change-log.ts).
import type { Db } from "@casinolupa/db";
import type { ChangeKind } from "@casinolupa/domain";
import { type ChangeEntry, changeEntries } from "./lib/change-log";
import { logger } from "./log.server";

type Filter = { casinoSlug?: string; kind?: ChangeKind; limit?: number };

export type ChangeReader = {
  /** Changes, newest first; null when the database cannot be read now (the page says so instead of failing). */
  read(filter: Filter): Promise<ChangeEntry[] | null>;
  /** Forgets every read: after a publish, applied here or announced by another process. */
  clear(): void;
};

/**
 * The change log as the pages read it: each filter once per publish, at most `ttlMs` ago, not once per render (a
 * review's read was 0.4-0.6 ms of its CPU, decision 008). The log changes only when a publish is recorded
 * (change-log.server.ts), and every recording is followed by a publish's invalidation, which clears this, in this
 * process and, announced, in the others. A failed read is not kept.
 */
export function createChangeReader(db: Db, ttlMs: number): ChangeReader {
  let kept = new Map<string, { readAt: number; changes: Promise<ChangeEntry[] | null> }>();
  return {
    read(filter) {
      const key = JSON.stringify(filter);
      const now = Date.now();
      const hit = kept.get(key);
      if (hit && now - hit.readAt < ttlMs) return hit.changes;
      const reads = kept; // a read begun before a clear is never kept after it
      const changes = readChanges(db, filter);
      reads.set(key, { readAt: now, changes });
      void changes.then((read) => {
        if (read === null && reads.get(key)?.changes === changes) reads.delete(key);
      });
      return changes;
    },
    clear() {
      kept = new Map();
    },
  };
}

async function readChanges(db: Db, filter: Filter): Promise<ChangeEntry[] | null> {
  try {
    return changeEntries(await db.changeLog.list(filter));
  } catch (error) {
    logger.warn({ err: error }, "Change log unreadable");
    return null;
  }
}
