// The server's logger for route modules and other app code (lib/logger.server.ts: pino, JSON lines), and a warning
// that is written once per content revision rather than on every render of the page that shows it.
// The warning is reached through the router's context (warnOnceContext), made by server/services.ts.
import { logger } from "./lib/logger.server";

export { logger };

/** At most this many distinct warnings are remembered; past it the memory starts again (a warning may repeat). */
const REMEMBERED = 10_000;

export type WarnOnce = (key: string, message: string, fields?: Record<string, unknown>) => void;

/** A warning said once per `key` and content revision: said again only after a publish, if it still holds. */
export function createWarnOnce(
  revision: () => number,
  warn: (fields: Record<string, unknown>, message: string) => void,
): WarnOnce {
  const warned = new Map<string, number>();
  return (key, message, fields = {}) => {
    const current = revision();
    if (warned.get(key) === current) return;
    if (warned.size >= REMEMBERED) warned.clear();
    warned.set(key, current);
    warn({ ...fields, contentRevision: current }, message);
  };
}
