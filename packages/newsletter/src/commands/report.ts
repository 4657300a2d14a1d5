// `node packages/newsletter/src/commands/report.ts` (pnpm newsletter:report): every approved issue of the newsletter,
// newest first, with its state and how many e-mails were queued, sent, failed (being retried) and skipped (the
// reader left before their turn). Counts only, never an address.
import { createDb } from "@casinolupa/db";
import { issueStatus } from "../issues.ts";

const db = createDb();
try {
  const issues = await db.newsletterIssues.list();
  if (issues.length === 0) console.log("Ningún boletín aprobado todavía.");
  for (const issue of issues) {
    const status = await issueStatus(db, issue.id);
    console.log(
      [
        `${issue.id}  «${issue.subject}»`,
        `  estado: ${status.state}; aprobado: ${status.approvedAt}; terminado: ${status.finishedAt ?? "-"}`,
        `  en cola: ${status.queued}  enviados: ${status.sent}  fallidos: ${status.failed}  omitidos: ${status.skipped}`,
      ].join("\n"),
    );
  }
} catch (error) {
  console.error(`Report failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.disconnect();
}
