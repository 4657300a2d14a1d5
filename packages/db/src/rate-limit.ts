// Rate limits counted in the database, so they hold across every web process that shares it.
import type { QueryContext } from "./queries.ts";

/** At most `max` hits in each fixed `windowMs` (windows start at multiples of `windowMs` since 1970). */
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
   * hour). Refused hits count too, so a client that keeps hammering stays refused until its windows end.
   */
  hit(key: string, options: { windows: readonly RateWindow[]; now?: Date }): Promise<RateLimitResult>;
  /** Deletes the counters of windows that ended before `before` (housekeeping). */
  prune(before: Date): Promise<number>;
};

export function createRateLimitStore({ queries }: QueryContext): RateLimitStore {
  /**
   * Adds one to the window's counter in a single statement (INSERT … ON CONFLICT DO UPDATE on both providers),
   * so concurrent hits are counted exactly without a transaction or a lock: a burst on one key holds no pooled
   * connection waiting for another, and a hit costs one round trip per window.
   */
  const countHit = async (key: string, { windowMs, max }: RateWindow, now: Date) => {
    const start = Math.floor(now.getTime() / windowMs) * windowMs;
    const end = new Date(start + windowMs);
    const { hits } = await queries.rateLimitCounter.upsert({
      where: { id: `${key}|${windowMs}|${start}` },
      create: { id: `${key}|${windowMs}|${start}`, hits: 1, expiresAt: end },
      update: { hits: { increment: 1 } },
      select: { hits: true },
    });
    return { hits, max, end };
  };

  return {
    async hit(key, { windows, now = new Date() }) {
      const counted = await Promise.all(windows.map((window) => countHit(key, window, now)));
      const result: RateLimitResult = { allowed: true, hits: [], retryAfterMs: 0 };
      for (const { hits, max, end } of counted) {
        result.hits.push(hits);
        if (hits <= max) continue;
        result.allowed = false;
        result.retryAfterMs = Math.max(result.retryAfterMs, end.getTime() - now.getTime());
      }
      return result;
    },
    async prune(before) {
      const { count } = await queries.rateLimitCounter.deleteMany({ where: { expiresAt: { lt: before } } });
      return count;
    },
  };
}
