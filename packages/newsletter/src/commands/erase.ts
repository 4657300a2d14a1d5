// `node packages/newsletter/src/commands/erase.ts <email>` (pnpm newsletter:erase <email>): right to
// erasure, deletes the subscriber, its history, every e-mail queued or sent to them and the .eml copies
// (MAIL_OUTBOX_DIR, default data/outbox/). It does not repeat the address: its output may end up in a log.
import { parseArgs } from "node:util";
import { createDb } from "@casinolupa/db";
import { eraseSubscriber } from "../admin.ts";
import { mailerConfigFromEnv } from "../mailer.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const [email] = positionals;
if (!email || positionals.length > 1) {
  console.error("Usage: node packages/newsletter/src/commands/erase.ts <email>");
  process.exit(2);
}
const db = createDb();
try {
  const erased = await eraseSubscriber(db, email, { outboxDir: mailerConfigFromEnv().outboxDir });
  const counts = [
    [erased.subscribers, "subscriber row"],
    [erased.historyRows, "history row"],
    [erased.outboxMessages, "outbox message"],
    [erased.outboxFiles, "outbox file"],
  ] as const;
  if (counts.every(([count]) => count === 0)) {
    console.log("No subscriber and no e-mail for that address: nothing to erase.");
  } else {
    console.log(`Erased ${counts.map(([count, what]) => `${count} ${what}${count === 1 ? "" : "s"}`).join(", ")}.`);
  }
} catch (error) {
  console.error(`Erase failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}
