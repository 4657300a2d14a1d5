// What both calculators share: a result or a Spanish message per bad field, and the largest amount they accept.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Outcome<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/** Bonus, deposit and income amounts above this are refused (no casino offers anything close). */
export const MAX_AMOUNT = 1_000_000;
