// Numbers the way people in Spain write them: reading what a visitor typed into a calculator field, and writing
// percentages, multiples, signed euros and field values back. Euro amounts themselves come from ../format.ts.
import { formatEuros } from "../format";

export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: "empty" | "invalid"; message: string };

const GROUPED_INTEGER = /^\d{1,3}(?:\.\d{3})+$/;
const SPACE_GROUPED_INTEGER = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;

/**
 * Reads a number the way people in Spain type it: "1.234,56", "1234,56", "96,5", and also "1234.56" (one dot
 * followed by one or two digits is a decimal point; otherwise dots separate thousands: "1.234" is 1234).
 * Spaces around it, a leading minus and a trailing "€" or "%" are allowed. "1,234.56" is ambiguous and refused.
 */
export function parseSpanishNumber(text: string | null | undefined): ParsedNumber {
  let rest = (text ?? "")
    .trim()
    .replace(/\s*[€%]$/, "")
    .trim();
  if (rest === "") return { ok: false, reason: "empty", message: "Escribe un número." };
  const invalid: ParsedNumber = { ok: false, reason: "invalid", message: "Escribe un número, por ejemplo 100 o 96,5." };

  let sign = 1;
  if (/^[-−–]/.test(rest)) {
    sign = -1;
    rest = rest.slice(1).trimStart();
  }

  let integerPart: string;
  let fractionPart = "";
  const commas = rest.split(",").length - 1;
  if (commas > 1) return invalid;
  if (commas === 1) {
    // The comma is the decimal separator; dots (or spaces) before it can only group thousands.
    [integerPart = "", fractionPart = ""] = rest.split(",");
    if (!/^\d+$/.test(fractionPart)) return invalid;
  } else {
    const dots = rest.split(".").length - 1;
    const decimalDot = /^(\d*)\.(\d{1,2})$/.exec(rest);
    if (dots === 1 && decimalDot) {
      integerPart = decimalDot[1] ?? "";
      fractionPart = decimalDot[2] ?? "";
    } else {
      integerPart = rest;
    }
  }

  if (integerPart === "" && fractionPart === "") return invalid;
  let digits: string;
  if (integerPart === "" || /^\d+$/.test(integerPart)) digits = integerPart || "0";
  else if (GROUPED_INTEGER.test(integerPart)) digits = integerPart.replaceAll(".", "");
  else if (SPACE_GROUPED_INTEGER.test(integerPart)) digits = integerPart.replace(/\D/g, "");
  else return invalid;

  const value = sign * Number(fractionPart ? `${digits}.${fractionPart}` : digits);
  if (!Number.isFinite(value)) return { ok: false, reason: "invalid", message: "El número es demasiado grande." };
  // `+ 0` turns -0 ("-0") into 0.
  return { ok: true, value: value + 0 };
}

const plain = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2, useGrouping: false });
const grouped = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });

/** Rounds to cents, halves away from zero, without turning 0 into -0. */
export function roundToCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100 + 1e-7) / 100;
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** 96 -> "96 %", 96.5 -> "96,5 %" (Spanish writes a space before the sign). */
export function formatPercent(value: number): string {
  return `${grouped.format(value)}\u00a0%`;
}

/** 35 -> "×35", 35.5 -> "×35,5". */
export function formatMultiple(value: number): string {
  return `×${grouped.format(value)}`;
}

/** A number as it goes back into a form field: 96.5 -> "96,5", 1000 -> "1000". */
export function formatInputNumber(value: number): string {
  return plain.format(value);
}

/** Euros with the Spanish minus sign for losses: -40 -> "−40 €". */
export function formatSignedEuros(amount: number): string {
  return amount < 0 ? `−${formatEuros(-amount)}` : formatEuros(amount);
}
