import { expect, test } from "vitest";
import { createRenderLimiter, Overloaded } from "./render-limit";

test("at most N renders at once; the next waits in the queue and gets the first slot freed", async () => {
  const limiter = createRenderLimiter({ concurrency: 2, queueSize: 1, queueTimeoutMs: 10_000 });
  const first = await limiter.acquire();
  await limiter.acquire();
  let third = false;
  const waiting = limiter.acquire().then((release) => {
    third = true;
    return release;
  });
  await Promise.resolve();
  expect(third).toBe(false);
  first();
  (await waiting)();
  expect(third).toBe(true);
  // One slot is free again (the second render still holds the other).
  expect(limiter.tryAcquire()).not.toBeNull();
  expect(limiter.tryAcquire()).toBeNull();
});

test("past the queue, a request is turned away at once, and background work finds no slot", async () => {
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 1, queueTimeoutMs: 10_000 });
  await limiter.acquire();
  void limiter.acquire().catch(() => {});
  await expect(limiter.acquire()).rejects.toBeInstanceOf(Overloaded);
  expect(limiter.tryAcquire()).toBeNull();
});

test("a queued request is turned away when its wait passes the deadline, and leaves the queue", async () => {
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 1, queueTimeoutMs: 10 });
  const release = await limiter.acquire();
  await expect(limiter.acquire()).rejects.toBeInstanceOf(Overloaded);
  // Its place is free: the next request queues, and gets the slot when it is given back.
  const next = limiter.acquire();
  release();
  expect(typeof (await next)).toBe("function");
});
