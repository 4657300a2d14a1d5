// `node packages/newsletter/src/commands/erase.ts <email>` (pnpm newsletter:erase <email>): right to
// erasure, deletes the subscriber and every e-mail queued or sent to them.
import { parseArgs } from "node:util";
import { createDb } from "@casinolupa/db";
import { eraseSubscriber } from "../admin.ts";

const { positionals } = parseArgs({ allowPositionals: true });
const [email] = positionals;
if (!email || positionals.length > 1) {
  console.error("Usage: node packages/newsletter/src/commands/erase.ts <email>");
  process.exit(2);
}
const db = createDb();
try {
  const erased = await eraseSubscriber(db, email);
  if (erased.subscribers === 0 && erased.outboxMessages === 0) {
    console.log(`No subscriber and no e-mail for ${erased.email}: nothing to erase.`);
  } else {
    console.log(
      `Erased ${erased.email}: ${erased.subscribers} subscriber row${erased.subscribers === 1 ? "" : "s"}, ` +
        `${erased.outboxMessages} outbox message${erased.outboxMessages === 1 ? "" : "s"}.`,
    );
  }
} catch (error) {
  console.error(`Erase failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}
