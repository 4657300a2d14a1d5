// Overload control: at most `concurrency` renders at once in this process, a short queue in which a request
// waits at most `queueTimeoutMs` for a slot, and past that a quick 503 with Retry-After (pages.ts) rather than
// a request left hanging behind renders that will not finish in time. Cached pages, files and health checks
// never pass through here, so a process that refuses renders keeps answering them: readiness does not depend on
// it, and a load balancer keeps sending it the visitors it can serve.

export class Overloaded extends Error {}

type Release = () => void;
export type RenderLimiter = ReturnType<typeof createRenderLimiter>;

export function createRenderLimiter({
  concurrency,
  queueSize,
  queueTimeoutMs,
}: {
  concurrency: number;
  queueSize: number;
  queueTimeoutMs: number;
}) {
  let active = 0;
  const queue: ((release: Release) => void)[] = [];

  function release(): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = queue.shift();
      if (next) next(release());
      else active -= 1;
    };
  }

  return {
    /** A slot now, else a place in the queue; rejects with Overloaded when the queue is full or the wait too long. */
    acquire(): Promise<Release> {
      if (active < concurrency) {
        active += 1;
        return Promise.resolve(release());
      }
      if (queue.length >= queueSize) return Promise.reject(new Overloaded());
      return new Promise<Release>((resolve, reject) => {
        const waiter = (granted: Release) => {
          clearTimeout(timer);
          resolve(granted);
        };
        const timer = setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          reject(new Overloaded());
        }, queueTimeoutMs);
        queue.push(waiter);
      });
    },
    /** A slot only if one is free now (background work never queues). */
    tryAcquire(): Release | null {
      if (active >= concurrency) return null;
      active += 1;
      return release();
    },
  };
}
