// Outbound clicks per casino and day, for the affiliate report. Counts only: nothing about the visitor.
import type { QueryContext } from "./queries.ts";

export type ClickCount = { casinoSlug: string; day: string; count: number };

export type ClickStore = {
  /** Adds one click for the casino on the day of `at` (UTC). */
  record(casinoSlug: string, at?: Date): Promise<void>;
  /** Adds the counts, in one transaction: all of them are written or none (a retry then adds them again). */
  add(counts: ClickCount[]): Promise<void>;
  /** Clicks per casino and day for days from `from` to `to` (YYYY-MM-DD, both included). */
  between(from: string, to: string): Promise<ClickCount[]>;
};

export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export function createClickStore({ queries, transaction }: QueryContext): ClickStore {
  return {
    async add(counts) {
      if (counts.length === 0) return;
      await transaction(async (tx) => {
        for (const { casinoSlug, day, count } of counts) {
          await tx.outboundClick.upsert({
            where: { casinoSlug_day: { casinoSlug, day } },
            create: { casinoSlug, day, count },
            update: { count: { increment: count } },
          });
        }
      });
    },
    async record(casinoSlug, at = new Date()) {
      const day = utcDay(at);
      // One atomic upsert: concurrent clicks from several processes all count.
      await queries.outboundClick.upsert({
        where: { casinoSlug_day: { casinoSlug, day } },
        create: { casinoSlug, day, count: 1 },
        update: { count: { increment: 1 } },
      });
    },
    between: (from, to) =>
      queries.outboundClick.findMany({
        where: { day: { gte: from, lte: to } },
        orderBy: [{ casinoSlug: "asc" }, { day: "asc" }],
        select: { casinoSlug: true, day: true, count: true },
      }),
  };
}
