// Numbers, money and dates formatted for Spain: decimal comma, "5 €", "18 de noviembre de 2025".
const decimal = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const euros = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 2,
  minimumFractionDigits: 2,
  // "5 €", but "122,50 €": whole amounts without cents, others with both digits.
  trailingZeroDisplay: "stripIfInteger",
  // Spanish style leaves four-digit numbers ungrouped ("2500 €"); our readers scan amounts, so group them.
  useGrouping: "always",
});
const longDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** A rating out of 10 with one decimal: 8.7 -> "8,7". */
export function formatRating(rating: number): string {
  return decimal.format(rating);
}

export function formatEuros(amount: number): string {
  return euros.format(amount);
}

/** "2025-11-18" -> "18 de noviembre de 2025". */
export function formatDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
