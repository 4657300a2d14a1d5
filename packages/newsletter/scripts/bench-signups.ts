// Measures newsletter sign-ups per second on each database, through the whole path a form post takes
// (origin check, form parsing, validation, rate limit, transaction with the outbox), and checks that
// every sign-up answered as a success was stored with its e-mail ("lost" must be 0).
//
//   node packages/newsletter/scripts/bench-signups.ts [--count 2000] [--concurrency 16] [--provider sqlite|postgresql]
//        [--repeat 0.2]
//
// --repeat: the share of posts that reuse an address posted before (a duplicate sign-up rolls its
// transaction back, which is where a sign-up running beside it could get lost).
// Each provider runs on a throwaway database (Postgres: on the TEST_DATABASE_URL server), dropped afterwards.
import { parseArgs } from "node:util";
import { createDb, migrate, type Provider } from "@casinolupa/db";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { defaultSignupLimits } from "../src/signup-limits.ts";
import { handleSubscribeRequest } from "../src/subscribe-request.ts";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    repeat: { type: "string", default: "0" },
    provider: { type: "string", multiple: true },
  },
});
const count = Number(values.count);
const concurrency = Number(values.concurrency);
const repeat = Number(values.repeat);
const providers = (values.provider ?? ["sqlite", "postgresql"]) as Provider[];
const siteOrigin = "https://www.casinolupa.es";
const quiet = { error: () => {}, warn: () => {}, info: () => {} };
// Every address is at example.es: the per-domain cap on confirmation e-mails would refuse most of them.
const limits = {
  ...defaultSignupLimits,
  mails: { ...defaultSignupLimits.mails, perDomain: { windowMs: 3_600_000, max: Number.MAX_SAFE_INTEGER } },
};

type Row = {
  provider: Provider;
  seconds: number;
  perSecond: number;
  sent: number;
  stored: number;
  queued: number;
  lost: number;
  errors: number;
};

async function bench(provider: Provider): Promise<Row> {
  const database = await createThrowawayDatabase(provider);
  try {
    await migrate(database.url);
    const db = createDb(database.url);
    try {
      await db.ping();
      const run = Date.now().toString(36);
      let next = 0;
      const answeredOk = new Set<string>();
      let errors = 0;
      const started = performance.now();
      // `concurrency` visitors at a time, each posting one form after another.
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let i = next++; i < count; i = next++) {
            // A repeat reuses the address of a random earlier post.
            const n = i > 0 && Math.random() < repeat ? Math.floor(Math.random() * i) : i;
            const email = `bench-${run}-${n}@example.es`;
            const request = new Request(`${siteOrigin}/newsletter`, {
              method: "POST",
              headers: { origin: siteOrigin, "user-agent": "bench-signups" },
              body: new URLSearchParams({
                email,
                ageConfirmed: "true",
                source: "bench",
                page: "/?utm_source=bench",
              }),
            });
            // A distinct client address per sign-up, so the per-address limit does not interfere.
            const remoteAddress = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
            const result = await handleSubscribeRequest(db, request, { siteOrigin, remoteAddress, limits, log: quiet });
            if (result.code === "subscribed") answeredOk.add(email);
            else errors++;
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      const stored = await db.subscribers.count();
      const queued = await db.outbox.count();
      let lost = 0;
      for (const email of answeredOk) {
        const subscriber = await db.subscribers.findByEmail(email);
        if (!subscriber || (await db.outbox.count({ subscriberId: subscriber.id })) === 0) lost++;
      }
      return { provider, seconds, perSecond: count / seconds, sent: answeredOk.size, stored, queued, lost, errors };
    } finally {
      await db.disconnect();
    }
  } finally {
    await database.drop();
  }
}

console.log(
  `${count} sign-ups, ${repeat ? `${Math.round(repeat * 100)}% of them repeating an earlier address` : "distinct addresses"}, ` +
    `${concurrency} at a time, Node ${process.version}`,
);
let failed = false;
for (const provider of providers) {
  const row = await bench(provider);
  console.log(
    `${row.provider.padEnd(10)} ${row.perSecond.toFixed(0).padStart(6)} sign-ups/s  (${row.seconds.toFixed(2)} s)  ` +
      `addresses answered ok ${row.sent}, stored ${row.stored}, e-mails queued ${row.queued}, lost ${row.lost}, errors ${row.errors}`,
  );
  if (row.lost !== 0 || row.errors !== 0) failed = true;
}
if (failed) {
  console.error("FAILED: some sign-ups were lost or answered with an error.");
  process.exitCode = 1;
}
