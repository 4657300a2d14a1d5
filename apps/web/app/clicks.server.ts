// Outbound clicks (/ir/<casino>), counted without ever making the visitor wait for the database: a click is
// added to counts in memory and the redirect goes out at once; the counts are written in batches every second,
// kept and retried with back-off while the database is away, and written a last time on shutdown.
//
// One client is counted at most once per casino per 10 minutes (a refresh or a script clicking a thousand
// times counts once); a client is what the newsletter's limits count as one: an IPv4 address, or an IPv6 /64 (one
// household holds a whole /64, so its single addresses would be free to rotate). The decision is made in memory from a keyed hash of the client's address and the
// casino: the key is random per process and never leaves it, the hash is forgotten after 10 minutes, and
// nothing about the visitor is stored. With several processes, a client may count once in each.
import { createHmac, randomBytes } from "node:crypto";
import { type ClickCount, type ClickStore, utcDay } from "@casinolupa/db";
import { normalizeIp, rateLimitSubject } from "@casinolupa/newsletter";
import { LRUCache } from "lru-cache";

export type ClickCounter = {
  /** Counts a click for the casino, unless this client was counted for it lately. Never waits or throws. */
  count(casinoSlug: string, clientAddress: string | null): boolean;
  /** Writes the counts buffered so far; resolves true when they are written (or there were none). */
  flush(): Promise<boolean>;
  /** Clicks counted and not written yet. */
  readonly pending: number;
  /** Writes every interval from now on, on a timer that does not keep the process alive. */
  start(): void;
  /** Stops the timer and writes what is left, retrying until `deadlineMs` has passed. */
  stop(deadlineMs?: number): Promise<void>;
};

export type ClickCounterOptions = {
  clicks: Pick<ClickStore, "add">;
  /** Between two writes. Default 1 s. */
  flushIntervalMs?: number;
  /** One client counts once per casino within this time. Default 10 minutes. */
  dedupeMs?: number;
  /** Clients remembered at most (the oldest are forgotten first). Default 100,000, a few MB. */
  maxClients?: number;
  /** Casino-and-day counts buffered at most; clicks on any more are dropped (and logged). Default 10,000. */
  maxPendingKeys?: number;
  /** After a failed write, the next waits this long, doubling up to `maxRetryMs`. Defaults 1 s and 10 s. */
  retryMs?: number;
  maxRetryMs?: number;
  now?: () => Date;
  log?: { warn(message: string): void };
};

export function createClickCounter(options: ClickCounterOptions): ClickCounter {
  const {
    clicks,
    flushIntervalMs = 1_000,
    dedupeMs = 10 * 60_000,
    maxClients = 100_000,
    maxPendingKeys = 10_000,
    retryMs = 1_000,
    maxRetryMs = 10_000,
    now = () => new Date(),
    log = console,
  } = options;
  const key = randomBytes(32);
  const seen = new LRUCache<string, true>({
    max: maxClients,
    ttl: dedupeMs,
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  /** `<slug>\n<day>` → clicks not written yet. */
  let pending = new Map<string, number>();
  let pendingClicks = 0;
  let dropped = 0;
  let failures = 0;
  let writing: Promise<boolean> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;

  const add = (counts: Map<string, number>) => {
    for (const [name, count] of counts) {
      if (!pending.has(name) && pending.size >= maxPendingKeys) {
        dropped += count;
        continue;
      }
      pending.set(name, (pending.get(name) ?? 0) + count);
      pendingClicks += count;
    }
  };

  async function write(): Promise<boolean> {
    if (pending.size === 0) return true;
    const batch = pending;
    const clicksInBatch = pendingClicks;
    pending = new Map();
    pendingClicks = 0;
    const counts: ClickCount[] = [...batch].map(([name, count]) => {
      const [casinoSlug = "", day = ""] = name.split("\n");
      return { casinoSlug, day, count };
    });
    try {
      await clicks.add(counts);
      if (failures > 0) log.warn(`clicks: the database is back; ${clicksInBatch} buffered clicks written`);
      failures = 0;
      return true;
    } catch (error) {
      // NOTE: a write that committed but whose answer was lost is written again: a rare over-count, never a loss.
      add(batch);
      failures += 1;
      if (failures === 1) {
        log.warn(`clicks: could not write ${clicksInBatch} clicks, keeping them to retry: ${describe(error)}`);
      }
      return false;
    }
  }

  const flush = (): Promise<boolean> => {
    writing ??= write().finally(() => {
      writing = undefined;
    });
    return writing;
  };

  const schedule = () => {
    if (!running) return;
    const delay = failures === 0 ? flushIntervalMs : Math.min(maxRetryMs, retryMs * 2 ** (failures - 1));
    timer = setTimeout(() => void flush().finally(schedule), delay);
    timer.unref();
  };

  return {
    count(casinoSlug, clientAddress) {
      const ip = normalizeIp(clientAddress);
      if (ip !== null) {
        const client = createHmac("sha256", key)
          .update(`${rateLimitSubject(ip)}\n${casinoSlug}`)
          .digest("base64url");
        if (seen.has(client)) return false;
        seen.set(client, true);
      }
      const before = dropped;
      add(new Map([[`${casinoSlug}\n${utcDay(now())}`, 1]]));
      if (dropped === before) return true;
      if (dropped === 1) log.warn("clicks: the buffer is full; clicks are being dropped");
      return false;
    },
    flush,
    get pending() {
      return pendingClicks;
    },
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop(deadlineMs = 4_000) {
      running = false;
      clearTimeout(timer);
      const deadline = Date.now() + deadlineMs;
      for (let attempt = 0; !(await flush()) && Date.now() < deadline; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 100 * 2 ** attempt)));
      }
      if (pendingClicks > 0) log.warn(`clicks: ${pendingClicks} clicks could not be written before exiting`);
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n")[0]?.slice(0, 300) ?? error.name) : String(error);
}
