import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { collectWhenIdle } from "./idle-collection";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

test("collects once when a busy server falls quiet, not again until it has worked", () => {
  const gc = vi.fn();
  const idle = collectWhenIdle({ gc, quietMs: 1_000 });
  vi.advanceTimersByTime(5_000);
  expect(gc, "a server that never worked is left alone").not.toHaveBeenCalled();

  for (let second = 0; second < 3; second += 1) {
    idle.request();
    idle.request();
    vi.advanceTimersByTime(1_000);
  }
  expect(gc, "never while requests keep coming").not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(gc).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(10_000);
  expect(gc, "one collection per quiet spell").toHaveBeenCalledTimes(1);

  idle.request();
  vi.advanceTimersByTime(2_000);
  expect(gc).toHaveBeenCalledTimes(2);
  idle.stop();
});

test("a second with a single request is not quiet", () => {
  const gc = vi.fn();
  const idle = collectWhenIdle({ gc, quietMs: 1_000 });
  idle.request();
  vi.advanceTimersByTime(1_000);
  idle.request();
  vi.advanceTimersByTime(1_000);
  expect(gc).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1_000);
  expect(gc).toHaveBeenCalledTimes(1);
  idle.stop();
});

test("does nothing where Node runs without --expose-gc", () => {
  const idle = collectWhenIdle({ gc: undefined });
  idle.request();
  vi.advanceTimersByTime(5_000);
  expect(vi.getTimerCount()).toBe(0);
});
