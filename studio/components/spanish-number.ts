// How an editor's typed number is read and shown. Spanish writes «6,0»; the browser's number input drops the
// comma and stores 60. Here a comma or a dot is the decimal mark («6,0» and «6.0» are both 6), spaces are
// ignored, and anything else is refused rather than guessed. There is no thousands separator: «1.000» is 1.
// Shown back with a comma, as the site and the messages write it.

export type ParsedNumber = { kind: "empty" } | { kind: "number"; value: number } | { kind: "invalid" };

export function parseSpanishNumber(text: string): ParsedNumber {
  const compact = text.replace(/\s+/g, "");
  if (compact === "") return { kind: "empty" };
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(compact)) return { kind: "invalid" };
  const value = Number(compact.replace(",", "."));
  return Number.isFinite(value) ? { kind: "number", value } : { kind: "invalid" };
}

export function formatSpanishNumber(value: number | undefined): string {
  return typeof value === "number" && Number.isFinite(value) ? String(value).replace(".", ",") : "";
}

export const INVALID_NUMBER_MESSAGE = "Escribe solo un número, con coma o punto para los decimales (por ejemplo, 6,5).";
