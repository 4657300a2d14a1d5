// Calendar dates as content stores them: YYYY-MM-DD.

/** A calendar date `YYYY-MM-DD` that exists. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The day (Madrid time, YYYY-MM-DD) an instant falls on: the newsletter's periods are the editors' days, in Spain,
 * so «today» in a «Boletín» is Madrid's, whatever the time zone of the browser or the server.
 */
export function madridDay(at: Date | string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(at));
}
