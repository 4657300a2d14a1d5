// Prints outbound clicks per casino for a date range (UTC days, both included):
//   pnpm clicks:report [--from YYYY-MM-DD] [--to YYYY-MM-DD]      (default: the last 30 days)
// Reads DATABASE_URL like the site does.
import { parseArgs } from "node:util";
import { utcDay } from "./clicks.ts";
import { createDb } from "./db.ts";

const DAY_MS = 86_400_000;
const { values } = parseArgs({ options: { from: { type: "string" }, to: { type: "string" } } });
const to = values.to ?? utcDay(new Date());
const from = values.from ?? utcDay(new Date(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS));
for (const [name, value] of [
  ["--from", from],
  ["--to", to],
] as const) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
    console.error(`${name} must be a date as YYYY-MM-DD, got "${value}"`);
    process.exit(1);
  }
}

const db = createDb();
try {
  const rows = await db.clicks.between(from, to);
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.casinoSlug, (totals.get(row.casinoSlug) ?? 0) + row.count);
  console.log(`Outbound clicks from ${from} to ${to} (${db.provider})`);
  console.log("");
  console.log("| Casino | Clicks |");
  console.log("|---|---:|");
  for (const [casino, count] of [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))) {
    console.log(`| ${casino} | ${count} |`);
  }
  console.log(`| **Total** | ${[...totals.values()].reduce((sum, count) => sum + count, 0)} |`);
} finally {
  await db.disconnect();
}
