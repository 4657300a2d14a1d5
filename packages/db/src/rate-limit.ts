// Rate limits counted in the database, so they hold across every web process that shares it.
import type { QueryContext } from "./queries.ts";

export type RateLimitResult = {
  /** False once more than `max` hits fell in the window, this one included. */
  allowed: boolean;
  /** Hits in the window, this one included. */
  hits: number;
  /** For a refused hit: how long until a retry would be allowed (a Retry-After); otherwise 0. */
  retryAfterMs: number;
};

export type RateLimitStore = {
  /**
   * Records one hit for `key` at `now` and says whether it is within `max` hits per `windowMs`
   * (a sliding window). Refused hits count too, so a client that keeps hammering stays refused.
   * Also deletes this key's hits that have left the window.
   */
  hit(key: string, options: { windowMs: number; max: number; now?: Date }): Promise<RateLimitResult>;
  /** Deletes every hit older than `before` (housekeeping for keys that stopped coming). */
  prune(before: Date): Promise<number>;
};

export function createRateLimitStore({ provider, queries, transaction }: QueryContext): RateLimitStore {
  return {
    hit: (key, { windowMs, max, now = new Date() }) =>
      // One transaction per hit, serialised per key: on Postgres by an advisory lock on the key,
      // on SQLite by the write lock its INSERT takes. So exactly `max` hits are allowed per window.
      transaction(async (tx) => {
        if (provider === "postgresql") {
          await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`;
        }
        const hits = tx.rateLimitHit;
        const inWindow = { key, createdAt: { gt: new Date(now.getTime() - windowMs) } };
        await hits.create({ data: { key, createdAt: now } });
        const count = await hits.count({ where: inWindow });
        await hits.deleteMany({ where: { key, createdAt: { lte: inWindow.createdAt.gt } } });
        if (count <= max) return { allowed: true, hits: count, retryAfterMs: 0 };
        // A retry fits once all but max - 1 of these hits have left the window.
        const [freeing] = await hits.findMany({
          where: inWindow,
          orderBy: { createdAt: "asc" },
          skip: count - max,
          take: 1,
          select: { createdAt: true },
        });
        const freedAt = (freeing?.createdAt ?? now).getTime() + windowMs;
        return { allowed: false, hits: count, retryAfterMs: Math.max(0, freedAt - now.getTime()) };
      }),
    async prune(before) {
      const { count } = await queries.rateLimitHit.deleteMany({ where: { createdAt: { lt: before } } });
      return count;
    },
  };
}
