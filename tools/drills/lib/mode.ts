// How long a drill runs. Every CI run takes the quick form: the same requests, faults and must-hold checks, over
// shorter windows and fewer rounds, so that it still fails on what it guards. The full form (`pnpm drills --full`)
// gives the figures the decisions record (docs/decisions/008-serving-under-load.md, 020-varnish-and-surrogate-keys.md).

export type DrillMode = { full: boolean };

/** This run's value of a drill's constant: `quick` in CI, `full` with --full. */
export function sized<T>(mode: DrillMode, values: { quick: T; full: T }): T {
  return mode.full ? values.full : values.quick;
}
