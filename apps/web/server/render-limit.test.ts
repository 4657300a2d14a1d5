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
  expect(limiter.active).toBe(1);
});

test("past the queue, a request is turned away at once and the process reports itself overloaded", async () => {
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 1, queueTimeoutMs: 10_000 });
  await limiter.acquire();
  void limiter.acquire().catch(() => {});
  expect(limiter.overloaded).toBe(true);
  await expect(limiter.acquire()).rejects.toBeInstanceOf(Overloaded);
  expect(limiter.tryAcquire()).toBeNull();
});

test("a queued request is turned away when its wait passes the deadline", async () => {
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 5, queueTimeoutMs: 10 });
  await limiter.acquire();
  await expect(limiter.acquire()).rejects.toBeInstanceOf(Overloaded);
  expect(limiter.queued).toBe(0);
});

test("a client that goes away leaves the queue", async () => {
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 5, queueTimeoutMs: 10_000 });
  await limiter.acquire();
  const gone = new AbortController();
  const waiting = limiter.acquire(gone.signal);
  gone.abort(new Error("closed"));
  await expect(waiting).rejects.toThrow("closed");
  expect(limiter.queued).toBe(0);
});

test("a miss can be told it would be turned away before it asks, and that counts as a refusal", async () => {
  let time = 0;
  const limiter = createRenderLimiter({ concurrency: 1, queueSize: 1, queueTimeoutMs: 10_000, now: () => time });
  expect(limiter.turnsAway()).toBe(false);
  const release = await limiter.acquire();
  expect(limiter.turnsAway()).toBe(false);
  const waiting = limiter.acquire();
  expect(limiter.turnsAway()).toBe(true);
  release();
  (await waiting)();
  // The queue is empty again, but a request was turned away within the last seconds: still not ready.
  expect(limiter.turnsAway()).toBe(false);
  expect(limiter.overloaded).toBe(true);
  time += 10_000;
  expect(limiter.overloaded).toBe(false);
});
