import { afterEach, expect, test, vi } from "vitest";
import { coalesce } from "./coalesce";

afterEach(() => {
  vi.useRealTimers();
});

test("a lone publish is applied at once", () => {
  vi.useFakeTimers();
  const runs: number[] = [];
  coalesce((grouped) => runs.push(grouped), 1_000)();
  expect(runs).toEqual([1]);
});

test("20 publishes within a second are applied twice: at the first, and once for the other 19 a second later", () => {
  vi.useFakeTimers();
  const runs: number[] = [];
  const publish = coalesce((grouped) => runs.push(grouped), 1_000);
  for (let n = 0; n < 20; n++) {
    publish();
    vi.advanceTimersByTime(40);
  }
  expect(runs).toEqual([1]);
  vi.advanceTimersByTime(1_000);
  expect(runs).toEqual([1, 19]);
  vi.advanceTimersByTime(5_000);
  expect(runs).toEqual([1, 19]);
  publish();
  expect(runs).toEqual([1, 19, 1]);
});
