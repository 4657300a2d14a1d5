// The payment-method pages: one page per payment method casinos may list, at /casinos-con-<method>, shown only
// while a ranked casino accepts the method (docs/decisions/024-authors-and-payment-pages.md).
import { PAYMENT_METHODS, type PaymentMethod, type PaymentMethodSlug } from "./casino.ts";

/** The URL segment of a method's page: "casinos-con-bizum". */
export function paymentPageSegment(slug: PaymentMethodSlug): `casinos-con-${PaymentMethodSlug}` {
  return `casinos-con-${slug}`;
}

/** Every payment page's segment, in PAYMENT_METHODS order. No document slug may take one. */
export const PAYMENT_PAGE_SEGMENTS: readonly string[] = PAYMENT_METHODS.map((method) =>
  paymentPageSegment(method.slug),
);

/** The method a path's segment names ("casinos-con-bizum" -> Bizum), or undefined. */
export function paymentMethodOfSegment(segment: string): (typeof PAYMENT_METHODS)[number] | undefined {
  return PAYMENT_METHODS.find((method) => paymentPageSegment(method.slug) === segment);
}

/** The page of a stored method name ("Bizum" -> "/casinos-con-bizum"). */
export function paymentPagePath(label: PaymentMethod): string {
  const method = PAYMENT_METHODS.find((candidate) => candidate.label === label);
  return `/${paymentPageSegment(method?.slug ?? "visa")}`;
}

/**
 * The methods that have a page: those at least one ranked casino accepts, in PAYMENT_METHODS order. A method only
 * casinos «no clasificado» list, or none, has no page (its path answers 404 and the sitemap leaves it out).
 */
export function paymentMethodsWithPage(
  casinos: readonly { notRanked?: boolean | null; paymentMethods?: readonly string[] | null }[],
): PaymentMethod[] {
  const accepted = new Set(
    casinos.filter((casino) => !casino.notRanked).flatMap((casino) => casino.paymentMethods ?? []),
  );
  return PAYMENT_METHODS.filter((method) => accepted.has(method.label)).map((method) => method.label);
}
