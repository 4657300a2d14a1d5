import { listEs } from "../review/casino-facts";
import { COMPARISON_LIMITS, firstAndRest } from "./comparison-limits";

/**
 * The first four payment methods, then how many more, as one line of text: "Visa, Mastercard, PayPal, Skrill y 3
 * más" (the rest named in the count's tooltip). Plain text, not a chip each: a page of cards repeats it.
 */
export function PaymentMethodList({ methods }: { methods: readonly string[] }) {
  const { shown, rest } = firstAndRest(methods, COMPARISON_LIMITS.paymentMethods);
  if (rest.length === 0) return listEs(shown);
  return (
    <>
      {shown.join(", ")}{" "}
      <span className="underline decoration-dotted" title={rest.join(", ")} data-testid="more-methods">
        y {rest.length} más
      </span>
    </>
  );
}
