// Pieces both calculators share: the form, a labelled number field with its hint and error, the list of problems
// shown where the result would be, and the heading that follows the page's outline.

import { clsx } from "clsx";
import type { FieldErrors } from "../../lib/calculators/outcome";
import { Icon } from "../icon";

export type HeadingLevel = 2 | 3;

/**
 * A calculator's form: a GET to its own page that lands on the result, so it works without JavaScript and the
 * result has a URL. The server checks the values (noValidate); a new `resetKey` resets the uncontrolled fields
 * when new values arrive on a client-side navigation.
 */
export function CalculatorForm({
  resetKey,
  action,
  resultId,
  className,
  children,
}: {
  resetKey: string;
  action: string;
  resultId: string;
  className: string;
  children: React.ReactNode;
}) {
  return (
    <form key={resetKey} method="get" action={`${action}#${resultId}`} noValidate className={className}>
      {children}
    </form>
  );
}

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel | 4;
  id?: string;
  className?: string;
  children: React.ReactNode;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/**
 * A text field for a number: `inputmode="decimal"` brings up the numeric keyboard with a comma on phones, and
 * a text type (not `number`) accepts "96,5". The unit is drawn inside the box and also named in the label.
 */
export function NumberField({
  id,
  name,
  label,
  hint,
  value,
  error,
  unit,
  unitPosition = "end",
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  unit?: string;
  unitPosition?: "start" | "end";
}) {
  const hintId = `${id}-ayuda`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const adornment = unit ? (
    <span
      aria-hidden="true"
      className={clsx(
        "pointer-events-none absolute inset-y-0 flex items-center text-base font-semibold text-muted",
        unitPosition === "start" ? "left-3" : "right-3",
      )}
    >
      {unit}
    </span>
  ) : null;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="mt-0.5 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <div className="relative mt-2">
        {adornment}
        <input
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={clsx(
            "block min-h-12 w-full rounded-lg border border-slate-500 bg-white py-2 text-lg font-semibold text-ink tabular-nums shadow-xs hover:border-ink-soft aria-[invalid=true]:border-2 aria-[invalid=true]:border-danger",
            unitPosition === "start" ? "pr-3 pl-8" : "pr-9 pl-3",
          )}
        />
      </div>
      {error ? (
        <p id={errorId} className="mt-2 flex items-start gap-1.5 text-sm font-medium text-danger">
          <Icon name="alert" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** Shown in place of the result when the form came back with problems: each one links to its field. */
export function ErrorSummary<F extends string>({
  errors,
  fieldIds,
  headingLevel,
}: {
  errors: FieldErrors<F>;
  fieldIds: Record<F, string>;
  headingLevel: HeadingLevel | 4;
}) {
  const entries = (Object.keys(fieldIds) as F[]).flatMap((field) => {
    const message = errors[field];
    return message ? [{ field, message }] : [];
  });
  if (!entries.length) return null;
  return (
    <div className="rounded-xl border border-red-200 bg-danger-soft p-5" data-testid="calculator-errors">
      <Heading level={headingLevel} className="flex items-center gap-2 font-bold text-ink">
        <Icon name="alert" className="size-5 text-danger" />
        {entries.length === 1 ? "Revisa este dato para ver el resultado" : `Revisa estos ${entries.length} datos`}
      </Heading>
      <ul className="mt-3 space-y-2 text-sm">
        {entries.map(({ field, message }) => (
          <li key={field}>
            <a
              href={`#${fieldIds[field]}`}
              className="font-medium text-danger underline underline-offset-3 hover:no-underline"
            >
              {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A figure of a result: a short label over a large number. */
export function Figure({
  label,
  value,
  detail,
  tone = "plain",
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  tone?: "plain" | "good" | "bad";
  testId?: string;
}) {
  const colour = tone === "bad" ? "text-danger" : tone === "good" ? "text-brand-strong" : "text-ink";
  return (
    <div className="rounded-xl border border-line bg-white px-4 py-3">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={`mt-0.5 text-2xl font-extrabold tracking-tight tabular-nums ${colour}`} data-testid={testId}>
        {value}
      </dd>
      {detail ? <dd className="text-xs text-muted">{detail}</dd> : null}
    </div>
  );
}
