// Reading the public change log for a page: recorded changes as the pages render them (lib/change-log.ts).
import type { Db } from "@casinolupa/db";
import type { ChangeKind } from "@casinolupa/domain";
import { type ChangeEntry, changeEntries } from "./lib/change-log";
import { logger } from "./log.server";

/** Changes, newest first; null when the database cannot be read now (the page says so instead of failing). */
export async function readChanges(
  db: Db,
  filter: { casinoSlug?: string; kind?: ChangeKind; limit?: number },
): Promise<ChangeEntry[] | null> {
  try {
    return changeEntries(await db.changeLog.list(filter));
  } catch (error) {
    logger.warn({ err: error }, "Change log unreadable");
    return null;
  }
}
