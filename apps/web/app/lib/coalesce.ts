// Work asked for in bursts (publishes that arrive together) is done at the first call, then at most once per
// window while calls keep coming: the last call is always followed by a run, at most `windowMs` later.

/** `work` at once, then once at the end of each window in which it was asked for again (with how many times). */
export function coalesce(work: (grouped: number) => void, windowMs: number): () => void {
  let waiting: number | undefined; // undefined: no window open
  const run = (grouped: number) => {
    work(grouped);
    waiting = 0;
    setTimeout(() => {
      const grouped = waiting ?? 0;
      waiting = undefined;
      if (grouped > 0) run(grouped);
    }, windowMs).unref();
  };
  return () => {
    if (waiting === undefined) run(1);
    else waiting += 1;
  };
}
