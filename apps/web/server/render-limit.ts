// Overload control: at most `concurrency` renders at once in this process, a short queue in which a request
// waits at most `queueTimeoutMs` for a slot, and past that a quick 503 with Retry-After rather than a request
// left hanging behind renders that will not finish in time. Cached pages, files and health checks never pass
// through here. The process reports itself not ready (/readyz 503) while the queue is full or a request was
// turned away in the last few seconds, so a load balancer sends elsewhere.

export class Overloaded extends Error {
  constructor() {
    super("overloaded");
  }
}

export type Release = () => void;

export type RenderLimiter = ReturnType<typeof createRenderLimiter>;

export function createRenderLimiter({
  concurrency,
  queueSize,
  queueTimeoutMs,
  busyForMs = 5_000,
  now = Date.now,
}: {
  concurrency: number;
  queueSize: number;
  queueTimeoutMs: number;
  /** After turning a request away, the process counts as overloaded this long. */
  busyForMs?: number;
  now?: () => number;
}) {
  let active = 0;
  let refusedAt = Number.NEGATIVE_INFINITY;
  const queue: { grant: (release: Release) => void }[] = [];

  function release(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = queue.shift();
      if (next) next.grant(release());
      else active -= 1;
    };
  }

  function refuse(): Overloaded {
    refusedAt = now();
    return new Overloaded();
  }

  return {
    /** A slot now, else a place in the queue; rejects with Overloaded when the queue is full or the wait too long. */
    acquire(signal?: AbortSignal): Promise<Release> {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(release());
      }
      if (queue.length >= queueSize) return Promise.reject(refuse());
      return new Promise<Release>((resolve, reject) => {
        const leave = () => {
          clearTimeout(timer);
          const index = queue.indexOf(waiter);
          if (index !== -1) queue.splice(index, 1);
        };
        const waiter = {
          grant(granted: Release) {
            leave();
            signal?.removeEventListener("abort", gone);
            resolve(granted);
          },
        };
        const timer = setTimeout(() => {
          leave();
          signal?.removeEventListener("abort", gone);
          reject(refuse());
        }, queueTimeoutMs);
        const gone = () => {
          leave();
          reject(signal?.reason);
        };
        signal?.addEventListener("abort", gone, { once: true });
        queue.push(waiter);
      });
    },
    /**
     * Whether a request for a slot now would be turned away at once (every slot taken, the queue full). When it
     * would, it counts as turned away (the process reports itself overloaded), so the caller answers 503
     * without asking.
     */
    turnsAway(): boolean {
      if (active < concurrency || queue.length < queueSize) return false;
      refusedAt = now();
      return true;
    },
    /** A slot only if one is free now (background work never queues). */
    tryAcquire(): Release | null {
      if (active >= concurrency) return null;
      active += 1;
      return release();
    },
    get overloaded(): boolean {
      return queue.length >= queueSize || now() - refusedAt < busyForMs;
    },
    get active(): number {
      return active;
    },
    get queued(): number {
      return queue.length;
    },
  };
}
