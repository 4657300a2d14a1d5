// `node packages/newsletter/src/commands/export.ts [--out <file.csv>]` (pnpm newsletter:export):
// the confirmed subscribers as CSV, to stdout or a file.

import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { parseArgs } from "node:util";
import { createDb } from "@casinolupa/db";
import { exportConfirmedCsv } from "../admin.ts";

const { values } = parseArgs({ options: { out: { type: "string", short: "o" } } });
const db = createDb();
try {
  const out = values.out ? createWriteStream(values.out, { flags: "wx", mode: 0o600 }) : process.stdout;
  const count = await exportConfirmedCsv(db, async (chunk) => {
    if (!out.write(chunk)) await once(out, "drain");
  });
  if (values.out) {
    out.end();
    await once(out, "finish");
  }
  // On stderr, so that stdout stays pure CSV.
  console.error(
    `Exported ${count} confirmed subscriber${count === 1 ? "" : "s"}${values.out ? ` to ${values.out}` : ""}.`,
  );
} catch (error) {
  console.error(`Export failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}
