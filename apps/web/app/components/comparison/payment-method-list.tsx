import { COMPARISON_LIMITS, firstAndRest } from "./comparison-limits";

/** The first four payment methods as chips, then "+N" (read as "y N más") for the rest. */
export function PaymentMethodList({ methods }: { methods: readonly string[] }) {
  const { shown, rest } = firstAndRest(methods, COMPARISON_LIMITS.paymentMethods);
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((method) => (
        <li
          key={method}
          className="rounded-md border border-line bg-white px-2 py-1 text-xs font-semibold text-ink-soft"
        >
          {method}
        </li>
      ))}
      {rest.length > 0 ? (
        <li
          className="rounded-md bg-ink px-2 py-1 text-xs font-bold text-white"
          title={rest.join(", ")}
          data-testid="more-methods"
        >
          <span aria-hidden="true">+{rest.length}</span>
          <span className="sr-only">y {rest.length} más</span>
        </li>
      ) : null}
    </ul>
  );
}
