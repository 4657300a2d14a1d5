// Who stands behind a casino and how we know: the DGOJ licensee, its licence numbers, the owner group, public
// sanctions and the dated sources of every fact, plus the 90-day freshness rule (docs/decisions/007-operator-facts-are-sourced-or-marked.md).

import { isIsoDate } from "./dates.ts";
import { isHttpsUrl } from "./links.ts";

/** A review, a licence check or a source older than this many days is due for a new check. */
export const REVIEW_MAX_AGE_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's calendar date `YYYY-MM-DD` in UTC (the dataset's dates carry no time zone). */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`); negative when `from` is later. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** True for a date after `today`: nobody can have checked anything tomorrow. */
export function isFutureDate(date: string, today: string): boolean {
  return isIsoDate(date) && date > today;
}

/**
 * True when something checked on `date` is past {@link REVIEW_MAX_AGE_DAYS} on `today`, so a visitor should be told
 * that conditions may have changed and an editor should check it again. A missing or malformed date is due.
 */
export function reviewDue(date: string | null | undefined, today: string): boolean {
  if (!date || !isIsoDate(date)) return true;
  return daysBetween(date, today) > REVIEW_MAX_AGE_DAYS;
}

/**
 * The earliest check date that is not yet due on `today`: anything checked before it is {@link reviewDue}. For
 * queries, where dates compare as strings (`lastReviewed < $dueBefore`).
 */
export function reviewDueBefore(today: string): string {
  return todayIso(new Date(Date.parse(`${today}T00:00:00Z`) - REVIEW_MAX_AGE_DAYS * DAY_MS));
}

/** The operator facts an editor may mark as not verified; the review then says «sin verificar» beside them. */
export const OPERATOR_FACTS = ["licensee", "licenceNumbers", "owner", "established"] as const;
export type OperatorFact = (typeof OPERATOR_FACTS)[number];

export const OPERATOR_FACT_LABELS: Record<OperatorFact, string> = {
  licensee: "Titular de la licencia",
  licenceNumbers: "Números de licencia",
  owner: "Grupo propietario",
  established: "Año de fundación",
};

/** The words shown beside a fact nobody could check against a public source. */
export const UNVERIFIED_LABEL = "sin verificar";

export interface SourceLike {
  title?: string | null;
  url?: string | null;
  checkedAt?: string | null;
}

export interface SanctionLike {
  date?: string | null;
  /** The source gives only the year: `date` is 31 December of it, and the site shows the year alone. */
  yearOnly?: boolean | null;
  amount?: number | null;
  description?: string | null;
  sourceUrl?: string | null;
}

export interface OperatorFactsLike {
  licensee?: string | null;
  licenceNumbers?: readonly { kind?: string | null; number?: string | null }[] | null;
  owner?: string | null;
  unverified?: readonly string[] | null;
  sources?: readonly SourceLike[] | null;
  sanctions?: readonly SanctionLike[] | null;
}

/** A problem with one operator fact: the field it is about and a Spanish message for the editor. */
export interface OperatorFactProblem {
  path: string;
  message: string;
}

/** What is wrong with one source: a title, an https address and a check date that is not in the future. */
export function sourceProblem(source: SourceLike, today: string): string | undefined {
  if (!source.title?.trim()) return "La fuente necesita un título (qué página es).";
  if (!source.url || !isHttpsUrl(source.url)) return "La dirección de la fuente debe empezar por https://.";
  if (!source.checkedAt || !isIsoDate(source.checkedAt)) {
    return "La fuente necesita la fecha en que se consultó (AAAA-MM-DD).";
  }
  if (isFutureDate(source.checkedAt, today)) return "La fecha de consulta de la fuente no puede ser futura.";
  return undefined;
}

/** When a sanction was made public, as the site writes it: «25/11/2025», or «2023» when the source gives only the year. */
export function sanctionDateText(sanction: Pick<SanctionLike, "date" | "yearOnly">): string | null {
  if (!sanction.date || !isIsoDate(sanction.date)) return null;
  return sanction.yearOnly ? sanction.date.slice(0, 4) : sanction.date.split("-").reverse().join("/");
}

/** What is wrong with one sanction: a past date, an amount in euros and an https source. */
export function sanctionProblem(sanction: SanctionLike, today: string): string | undefined {
  if (!sanction.date || !isIsoDate(sanction.date)) return "La sanción necesita su fecha (AAAA-MM-DD).";
  if (sanction.yearOnly && !sanction.date.endsWith("-12-31")) {
    return "Si la fuente solo da el año, la fecha de la sanción es el 31 de diciembre de ese año.";
  }
  if (isFutureDate(sanction.date, today) && !sanction.yearOnly) return "La fecha de la sanción no puede ser futura.";
  if (typeof sanction.amount !== "number" || !(sanction.amount >= 0)) {
    return "La sanción necesita su importe en euros.";
  }
  if (!sanction.description?.trim()) return "Explica en una frase por qué se sancionó.";
  if (!sanction.sourceUrl || !isHttpsUrl(sanction.sourceUrl)) {
    return "La sanción necesita una fuente con dirección https://.";
  }
  return undefined;
}

/**
 * Every problem with a casino's operator facts. Every casino names the company that holds its DGOJ licence and has
 * at least one source with an https address and the day it was read: a «sin verificar» mark may qualify the licensee
 * (the review shows it beside the name) but never replaces it, and there is no exception for an operator nobody
 * could check: such an operator is not listed. The licence numbers and the owner are required too, unless marked
 * «sin verificar»: for most operators no public page we can read states the numbers, and the review then says so in
 * their place and points to the DGOJ register (docs/decisions/007-operator-facts-are-sourced-or-marked.md).
 */
export function operatorFactsProblems(casino: OperatorFactsLike, today: string): OperatorFactProblem[] {
  const problems: OperatorFactProblem[] = [];
  const unverified = new Set(casino.unverified ?? []);
  for (const fact of casino.unverified ?? []) {
    if (!(OPERATOR_FACTS as readonly string[]).includes(fact)) {
      problems.push({ path: "unverified", message: `«${fact}» no es un dato que se pueda marcar sin verificar.` });
    }
  }
  if (!casino.licensee?.trim()) {
    problems.push({
      path: "licensee",
      message:
        "Falta el titular de la licencia de la DGOJ. Es obligatorio: «sin verificar» puede acompañar al nombre, no sustituirlo.",
    });
  }
  const numbers = (casino.licenceNumbers ?? []).filter((item) => item.number?.trim());
  if (numbers.length === 0 && !unverified.has("licenceNumbers")) {
    problems.push({
      path: "licenceNumbers",
      message: "Faltan los números de licencia de la DGOJ (o márcalos «sin verificar» si ninguna fuente los da).",
    });
  }
  (casino.licenceNumbers ?? []).forEach((item, index) => {
    if (!item.kind?.trim() || !item.number?.trim()) {
      problems.push({ path: `licenceNumbers[${index}]`, message: "Cada licencia necesita su tipo y su número." });
    }
  });
  if (!casino.owner?.trim() && !unverified.has("owner")) {
    problems.push({ path: "owner", message: "Falta el grupo propietario (o márcalo «sin verificar»)." });
  }
  const sources = casino.sources ?? [];
  if (sources.length === 0) {
    problems.push({
      path: "sources",
      message: "Cada casino necesita al menos una fuente con su dirección https:// y la fecha en que se consultó.",
    });
  }
  sources.forEach((source, index) => {
    const problem = sourceProblem(source, today);
    if (problem) problems.push({ path: `sources[${index}]`, message: problem });
  });
  (casino.sanctions ?? []).forEach((sanction, index) => {
    const problem = sanctionProblem(sanction, today);
    if (problem) problems.push({ path: `sanctions[${index}]`, message: problem });
  });
  return problems;
}
