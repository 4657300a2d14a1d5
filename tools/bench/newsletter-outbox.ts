// Measures how fast the outbox goes out: e-mails per second from 1 and from 3 senders (as 3 web processes
// would run them) sharing one database, through a real local SMTP server, with the sender's default batch size
// and interval unless given. Checks that every queued e-mail arrived exactly once ("duplicates" must be 0).
//
//   node tools/bench/newsletter-outbox.ts [--count 300] [--senders 1,3] [--batch 10] [--interval 2]
//        [--provider sqlite|postgresql]
//
// Each provider runs on a throwaway database (Postgres: on the TEST_DATABASE_URL server), dropped afterwards.
import { parseArgs } from "node:util";
import { createDb, migrate, type Provider } from "@casinolupa/db";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { createMailer, createOutboxSender } from "@casinolupa/newsletter";
import { startSmtpServer } from "@casinolupa/newsletter/testing";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    senders: { type: "string", default: "1,3" },
    batch: { type: "string", default: "10" },
    interval: { type: "string", default: "2" },
    provider: { type: "string", multiple: true },
  },
});
const count = Number(values.count);
const senderCounts = values.senders.split(",").map(Number);
const batchSize = Number(values.batch);
const pollIntervalMs = Number(values.interval) * 1000;
const providers = (values.provider ?? ["sqlite", "postgresql"]) as Provider[];
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

async function bench(provider: Provider, senders: number) {
  const database = await createThrowawayDatabase(provider);
  const smtp = await startSmtpServer();
  try {
    await migrate(database.url);
    // Each sender has its own connection pool, as each web process would.
    const dbs = Array.from({ length: senders }, () => createDb(database.url));
    const [first] = dbs;
    if (!first) throw new Error("--senders must be at least 1");
    for (let i = 0; i < count; i++) {
      await first.outbox.enqueue({
        kind: "confirmation",
        to: `bench-${i}@example.es`,
        subject: "Confirma tu suscripción",
        text: "Hola",
        html: "<p>Hola</p>",
      });
    }
    const workers = dbs.map((db) =>
      createOutboxSender({
        db,
        mailer: createMailer({ smtpUrl: smtp.url, from: "CasinoLupa <newsletter@casinolupa.es>", log: quiet }),
        batchSize,
        pollIntervalMs,
        log: quiet,
      }),
    );
    const started = performance.now();
    for (const worker of workers) worker.start();
    while ((await first.outbox.count({ sent: false })) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(workers.map((worker) => worker.stop()));
    await Promise.all(dbs.map((db) => db.disconnect()));
    const recipients = smtp.received.flatMap((mail) => mail.envelopeTo);
    const duplicates = recipients.length - new Set(recipients).size;
    return { seconds, perSecond: count / seconds, received: recipients.length, duplicates };
  } finally {
    await smtp.close();
    await database.drop();
  }
}

console.log(`${count} e-mails, batch ${batchSize}, interval ${pollIntervalMs / 1000} s`);
for (const provider of providers) {
  for (const senders of senderCounts) {
    const row = await bench(provider, senders);
    console.log(
      `${provider} ${senders} sender(s): ${row.perSecond.toFixed(1)} e-mails/s (${row.seconds.toFixed(1)} s), ` +
        `received ${row.received}, duplicates ${row.duplicates}`,
    );
  }
}
