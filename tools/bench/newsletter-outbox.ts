// Measures how fast the outbox goes out: e-mails per second from 1 and from 3 senders (as 3 web processes
// would run them) sharing one database, through a real local SMTP server, with the sender's default batch size
// and interval unless given. Checks that every queued e-mail arrived exactly once ("duplicates" must be 0).
// Two kinds: confirmation e-mails, and a newsletter digest (an approved issue queued for `count` confirmed readers,
// each copy rendered with its own unsubscribe link, then sent with the reader check before each send). The digest
// is scheduled with no rate limit here, to show what the machinery can do; production sends at
// NEWSLETTER_DIGEST_PER_MINUTE (300 a minute unless configured).
//
//   node tools/bench/newsletter-outbox.ts [--count 300] [--senders 1,3] [--batch 10] [--interval 2]
//        [--provider sqlite|postgresql] [--kind confirmation|digest]
//
// Each provider runs on a throwaway database (Postgres: on the TEST_DATABASE_URL server), dropped afterwards.
import { parseArgs } from "node:util";
import { createDb, migrate, type Provider } from "@casinolupa/db";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { approveIssue, composeDigest, createMailer, createOutboxSender, queueIssue } from "@casinolupa/newsletter";
import { startSmtpServer } from "@casinolupa/newsletter/testing";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "300" },
    senders: { type: "string", default: "1,3" },
    batch: { type: "string", default: "10" },
    interval: { type: "string", default: "2" },
    provider: { type: "string", multiple: true },
    kind: { type: "string", multiple: true },
  },
});
type Kind = "confirmation" | "digest";
const kinds = (values.kind ?? ["confirmation", "digest"]) as Kind[];
const count = Number(values.count);
const senderCounts = values.senders.split(",").map(Number);
const batchSize = Number(values.batch);
const pollIntervalMs = Number(values.interval) * 1000;
const providers = (values.provider ?? ["sqlite", "postgresql"]) as Provider[];
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/** A digest of a busy month: 40 changes over 8 casinos and 3 new guides. */
const digest = composeDigest(
  {
    subject: "Lo que cambió en noviembre",
    intro: "Hola:\n\nEstos son los cambios del mes.",
    periodStart: "2026-11-01",
    periodEnd: "2026-11-30",
  },
  {
    changes: Array.from({ length: 40 }, (_, i) => ({
      casinoSlug: `casino-${i % 8}`,
      casinoName: `Casino ${i % 8}`,
      kind: "bono",
      fact: "bonus",
      oldValue: `${100 + i} €`,
      newValue: `${200 + i} €`,
      reason: null,
      changedAt: new Date("2026-11-15T10:00:00Z"),
    })),
    casinos: [],
    guides: Array.from({ length: 3 }, (_, i) => ({
      slug: `guia-${i}`,
      title: `Guía ${i}`,
      createdAt: "2026-11-10T10:00:00Z",
    })),
    owner: { companyName: "Empresa, S.L.", address: "Calle Mayor 1, Madrid", email: "hola@casinolupa.es" },
    siteOrigin: "https://www.casinolupa.es",
  },
);

async function bench(provider: Provider, senders: number, kind: Kind) {
  const database = await createThrowawayDatabase(provider);
  const smtp = await startSmtpServer();
  try {
    await migrate(database.url);
    // Each sender has its own connection pool, as each web process would.
    const dbs = Array.from({ length: senders }, () => createDb(database.url));
    const [first] = dbs;
    if (!first) throw new Error("--senders must be at least 1");
    let queuedPerSecond: number | undefined;
    if (kind === "confirmation") {
      for (let i = 0; i < count; i++) {
        await first.outbox.enqueue({
          kind: "confirmation",
          to: `bench-${i}@example.es`,
          subject: "Confirma tu suscripción",
          text: "Hola",
          html: "<p>Hola</p>",
        });
      }
    } else {
      for (let i = 0; i < count; i++) {
        await first.subscribers.create({
          email: `bench-${i}@example.es`,
          consentVersion: "2025-01",
          status: "confirmed",
          confirmedAt: new Date(),
        });
      }
      await approveIssue(first, "bench-issue", digest);
      const queueStarted = performance.now();
      await queueIssue(first, "bench-issue", { perMinute: Number.MAX_SAFE_INTEGER });
      queuedPerSecond = count / ((performance.now() - queueStarted) / 1000);
    }
    const workers = dbs.map((db) =>
      createOutboxSender({
        db,
        mailer: createMailer({ smtpUrl: smtp.url, from: "CasinoLupa <newsletter@casinolupa.es>", log: quiet }),
        batchSize,
        pollIntervalMs,
        issues: false,
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
    return { seconds, perSecond: count / seconds, received: recipients.length, duplicates, queuedPerSecond };
  } finally {
    await smtp.close();
    await database.drop();
  }
}

console.log(`${count} e-mails, batch ${batchSize}, interval ${pollIntervalMs / 1000} s`);
for (const kind of kinds) {
  for (const provider of providers) {
    for (const senders of senderCounts) {
      const row = await bench(provider, senders, kind);
      const queued = row.queuedPerSecond === undefined ? "" : `, queued at ${row.queuedPerSecond.toFixed(0)}/s`;
      console.log(
        `${kind} ${provider} ${senders} sender(s): ${row.perSecond.toFixed(1)} e-mails/s (${row.seconds.toFixed(1)} s)` +
          `${queued}, received ${row.received}, duplicates ${row.duplicates}`,
      );
    }
  }
}
