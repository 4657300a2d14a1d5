// The server's logger for route modules and other app code (server/logger.ts: pino, JSON lines), and a warning
// that is written once per content revision rather than on every render of the page that shows it.
import { logger } from "../server/logger";
import { contentRevision } from "./content.server";

export { logger };

const warned = new Map<string, number>();

/** Logs `message` once for `key` until content is published again (then once more, if it still holds). */
export function warnOncePerRevision(key: string, message: string, fields: Record<string, unknown> = {}): void {
  const revision = contentRevision();
  if (warned.get(key) === revision) return;
  if (warned.size > 10_000) warned.clear();
  warned.set(key, revision);
  logger.warn({ ...fields, contentRevision: revision }, message);
}
