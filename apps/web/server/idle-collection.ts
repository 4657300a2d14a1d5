// One full garbage collection when the server falls quiet after work. V8 collects as it allocates, never while a
// process idles, so after a burst of renders a quiet process keeps its grown heap: about 100 MB of the RSS after
// 10,000 unique URLs was heap V8 would free at once if asked (docs/decisions/008-serving-under-load.md, fifth
// round). Asking costs one pause of some tens of milliseconds, taken only in a second with no request at all.
//
// `gc` exists only when Node runs with --expose-gc (`pnpm start` passes it); without it this does nothing.

export type IdleCollection = {
  /** Marks the current second busy. */
  request(): void;
  stop(): void;
};

type Options = {
  /** V8's full collection: `globalThis.gc`, present with --expose-gc. */
  gc: (() => void) | undefined;
  /** How long a quiet spell must last before the collection, in ms. */
  quietMs?: number;
  /** Told how long the collection took. */
  collected?: (ms: number) => void;
};

export function collectWhenIdle({ gc, quietMs = 1_000, collected }: Options): IdleCollection {
  if (!gc) return { request() {}, stop() {} };
  /** Whether a request came in this second. */
  let busy = false;
  /** Whether requests came since the last collection. */
  let worked = false;
  const timer = setInterval(() => {
    if (busy) {
      worked = true;
      busy = false;
      return;
    }
    if (!worked) return;
    worked = false;
    const startedAt = performance.now();
    gc();
    collected?.(performance.now() - startedAt);
  }, quietMs);
  timer.unref();
  return {
    request() {
      busy = true;
    },
    stop() {
      clearInterval(timer);
    },
  };
}
