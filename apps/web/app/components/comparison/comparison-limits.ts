// How much of each list a comparison card shows, and how a list is cut.

export const COMPARISON_LIMITS = { paymentMethods: 4 } as const;

/** The first `max` items to show, and the rest (summed up as "+N"). */
export function firstAndRest<T>(items: readonly T[], max: number): { shown: T[]; rest: T[] } {
  return { shown: items.slice(0, max), rest: items.slice(max) };
}
