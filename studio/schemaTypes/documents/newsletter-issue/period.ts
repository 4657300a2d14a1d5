// The period a «Boletín» covers: two calendar days (`YYYY-MM-DD`, both included) whose change log and guides the
// site puts in the e-mail. The rules the form enforces and the period a new issue starts with.
import { daysBetween, ISSUE_PERIOD_MAX_DAYS, isFutureDate, todayIso } from "@casinolupa/domain";

/** A new issue with no earlier one covers the last week, today included. */
export const DEFAULT_PERIOD_DAYS = 7;

export type Period = { periodStart: string; periodEnd: string };

const DAY_MS = 24 * 60 * 60 * 1000;

const addDays = (date: string, days: number) => todayIso(new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS));

/** «26/11/2026», as the Studio's date inputs show a date. */
export const spanishDate = (date: string) => date.split("-").reverse().join("/");

/**
 * Where a new issue starts: the day after the last issue's period ended, up to today; the last 7 days when there is
 * no earlier issue (or it ended today or later, which leaves nothing new to cover but today).
 */
export function initialPeriod(lastPeriodEnd: string | null | undefined, today: string): Period {
  const weekAgo = addDays(today, 1 - DEFAULT_PERIOD_DAYS);
  if (!lastPeriodEnd) return { periodStart: weekAgo, periodEnd: today };
  const dayAfter = addDays(lastPeriodEnd, 1);
  return { periodStart: dayAfter > today ? today : dayAfter, periodEnd: today };
}

/** What is wrong with the period's end, in the editor's words, or undefined. */
export function periodEndProblem(
  periodStart: string | undefined,
  periodEnd: string | undefined,
  today: string,
): string | undefined {
  if (!periodEnd) return undefined;
  if (isFutureDate(periodEnd, today))
    return `El periodo no puede terminar en el futuro: como muy tarde hoy, ${spanishDate(today)}.`;
  if (periodStart && daysBetween(periodStart, periodEnd) < 0)
    return `El periodo termina el ${spanishDate(periodEnd)}, antes de empezar (${spanishDate(periodStart)}).`;
  const days = periodStart ? daysBetween(periodStart, periodEnd) + 1 : 0;
  if (days > ISSUE_PERIOD_MAX_DAYS)
    return `El periodo abarca ${days} días y un boletín cubre como mucho ${ISSUE_PERIOD_MAX_DAYS}: acorta las fechas.`;
  return undefined;
}

/** What is wrong with the period's start, or undefined: a start in the future covers nothing yet. */
export function periodStartProblem(periodStart: string | undefined, today: string): string | undefined {
  if (periodStart && isFutureDate(periodStart, today))
    return `El periodo no puede empezar en el futuro: como muy tarde hoy, ${spanishDate(today)}.`;
  return undefined;
}
