// Rate limits counted in the database, so they hold across every web process that shares it.
import type { QueryContext } from "./queries.ts";

/** At most `max` hits in any `windowMs` (a sliding window). */
export type RateWindow = { windowMs: number; max: number };

export type RateLimitResult = {
  /** False once more than `max` hits fell in any of the windows, this one included. */
  allowed: boolean;
  /** Hits in each window, this one included, in the order the windows were given. */
  hits: number[];
  /** For a refused hit: how long until a retry would be allowed (a Retry-After); otherwise 0. */
  retryAfterMs: number;
};

export type RateLimitStore = {
  /**
   * Records one hit for `key` at `now` and says whether it is within every window (e.g. 5 a minute and 20 an
   * hour). Refused hits count too, so a client that keeps hammering stays refused. Also deletes this key's hits
   * that have left the longest window.
   */
  hit(key: string, options: { windows: readonly RateWindow[]; now?: Date }): Promise<RateLimitResult>;
  /** Deletes every hit older than `before` (housekeeping for keys that stopped coming). */
  prune(before: Date): Promise<number>;
};

export function createRateLimitStore({ provider, queries, transaction }: QueryContext): RateLimitStore {
  return {
    hit: (key, { windows, now = new Date() }) =>
      // One transaction per hit, serialised per key: on Postgres by an advisory lock on the key,
      // on SQLite by the write lock its INSERT takes. So exactly `max` hits are allowed per window.
      transaction(async (tx) => {
        if (provider === "postgresql") {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
        }
        const hits = tx.rateLimitHit;
        const longest = Math.max(...windows.map((window) => window.windowMs));
        await hits.create({ data: { key, createdAt: now } });
        await hits.deleteMany({ where: { key, createdAt: { lte: new Date(now.getTime() - longest) } } });
        const result: RateLimitResult = { allowed: true, hits: [], retryAfterMs: 0 };
        for (const { windowMs, max } of windows) {
          const inWindow = { key, createdAt: { gt: new Date(now.getTime() - windowMs) } };
          const count = await hits.count({ where: inWindow });
          result.hits.push(count);
          if (count <= max) continue;
          // A retry fits once all but max - 1 of these hits have left the window.
          const [freeing] = await hits.findMany({
            where: inWindow,
            orderBy: { createdAt: "asc" },
            skip: count - max,
            take: 1,
            select: { createdAt: true },
          });
          const freedAt = (freeing?.createdAt ?? now).getTime() + windowMs;
          result.allowed = false;
          result.retryAfterMs = Math.max(result.retryAfterMs, freedAt - now.getTime());
        }
        return result;
      }),
    async prune(before) {
      const { count } = await queries.rateLimitHit.deleteMany({ where: { createdAt: { lt: before } } });
      return count;
    },
  };
}
