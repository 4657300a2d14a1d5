// Measures newsletter sign-ups per second on each database, through the whole path a form post takes
// (origin check, form parsing, validation, rate limits, transaction with the outbox), and checks that
// every sign-up answered as a success was stored with its e-mail ("lost" must be 0).
//
//   node tools/bench/newsletter-signups.ts [--count 2000] [--concurrency 16] [--provider sqlite|postgresql]
//        [--repeat 0.2] [--processes 3] [--domains distinct|one|compare]
//
// --repeat: the share of posts that reuse an address posted before (a duplicate sign-up rolls its
// transaction back, which is where a sign-up running beside it could get lost).
// --processes: that many Node processes share the database (as web processes behind a load balancer do), each
// posting `concurrency` at a time; the count is split between them.
// --domains: every address on its own domain (default), all on one domain (as gmail.com's users are), or
// `compare`: both, in the order distinct, one, one, distinct (so a drift of the machine's load weighs on both
// alike), printing one line for each and how much slower one domain is.
// Each provider runs on a throwaway database (Postgres: on the TEST_DATABASE_URL server), dropped afterwards.
import { fork } from "node:child_process";
import { parseArgs } from "node:util";
import { createDb, migrate, type Provider } from "@casinolupa/db";
import { createThrowawayDatabase } from "@casinolupa/db/testing";
import { handleSubscribeRequest } from "@casinolupa/newsletter";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "2000" },
    concurrency: { type: "string", default: "16" },
    repeat: { type: "string", default: "0" },
    provider: { type: "string", multiple: true },
    processes: { type: "string", default: "1" },
    domains: { type: "string", default: "distinct" },
    worker: { type: "string" },
  },
});
const siteOrigin = "https://www.casinolupa.es";
const quiet = { error: () => {}, warn: () => {}, info: () => {} };

/** What the parent asks a worker process to post. */
type Job = {
  url: string;
  run: string;
  from: number;
  to: number;
  concurrency: number;
  repeat: number;
  oneDomain: boolean;
};
type JobResult = { answeredOk: string[]; errors: number };

/** Posts sign-ups `from` to `to` (exclusive) of a run, `concurrency` at a time. */
async function postSignups(job: Job): Promise<JobResult> {
  const db = createDb(job.url);
  try {
    const answeredOk: string[] = [];
    let errors = 0;
    let next = job.from;
    await Promise.all(
      Array.from({ length: job.concurrency }, async () => {
        for (let i = next++; i < job.to; i = next++) {
          // A repeat reuses the address of a random earlier post.
          const n =
            i > job.from && Math.random() < job.repeat ? job.from + Math.floor(Math.random() * (i - job.from)) : i;
          const email = `bench-${job.run}-${n}@${job.oneDomain ? "example.es" : `d${n}-${job.run}.es`}`;
          const request = new Request(`${siteOrigin}/newsletter`, {
            method: "POST",
            headers: { origin: siteOrigin, "user-agent": "bench-signups" },
            body: new URLSearchParams({ email, ageConfirmed: "true", source: "bench", page: "/?utm_source=bench" }),
          });
          // A client address per sign-up, each in a /24 of its own, so that no per-client or per-network limit
          // interferes: what is measured is the sign-up itself.
          const remoteAddress = `10.${(i >> 8) & 255}.${i & 255}.1`;
          const result = await handleSubscribeRequest(db, request, { siteOrigin, remoteAddress, log: quiet });
          if (result.code === "subscribed") answeredOk.push(email);
          else errors++;
        }
      }),
    );
    return { answeredOk, errors };
  } finally {
    await db.disconnect();
  }
}

// A worker process: waits for its job, posts it, reports, exits.
if (values.worker) {
  process.once("message", async (job: Job) => {
    process.send?.(await postSignups(job));
    process.disconnect?.();
  });
  process.send?.("ready");
}

/** Runs a job in `processes` worker processes at once; resolves with their results and the wall time. */
async function inProcesses(job: Job, processes: number): Promise<{ seconds: number; results: JobResult[] }> {
  if (processes === 1) {
    const started = performance.now();
    const result = await postSignups(job);
    return { seconds: (performance.now() - started) / 1000, results: [result] };
  }
  const size = Math.ceil((job.to - job.from) / processes);
  const workers = Array.from({ length: processes }, () => fork(import.meta.filename, ["--worker", "1"]));
  // Every worker connects and is ready before the clock starts.
  await Promise.all(workers.map((worker) => new Promise((resolve) => worker.once("message", resolve))));
  const started = performance.now();
  const results = await Promise.all(
    workers.map((worker, index) => {
      const from = job.from + index * size;
      const done = new Promise<JobResult>((resolve, reject) => {
        worker.once("message", (result: JobResult) => resolve(result));
        worker.once("exit", (code) => reject(new Error(`a worker exited with ${code}`)));
      });
      worker.send({ ...job, from, to: Math.min(job.to, from + size) });
      return done;
    }),
  );
  return { seconds: (performance.now() - started) / 1000, results };
}

type Row = {
  label: string;
  runs: number;
  seconds: number;
  /** Each run's time, when a kind ran more than once. */
  runSeconds: number[];
  perSecond: number;
  sent: number;
  stored: number;
  queued: number;
  lost: number;
  errors: number;
};

type Kind = "one" | "distinct";

async function bench(provider: Provider, kinds: Kind[]): Promise<Row[]> {
  const count = Number(values.count);
  const processes = Number(values.processes);
  const database = await createThrowawayDatabase(provider);
  try {
    await migrate(database.url);
    const db = createDb(database.url);
    try {
      await db.ping();
      const totals = new Map<string, Row>();
      for (const [index, kind] of kinds.entries()) {
        const run = `${Date.now().toString(36)}${index}`;
        const job = {
          url: database.url,
          run,
          from: index * count,
          to: (index + 1) * count,
          concurrency: Number(values.concurrency),
          repeat: Number(values.repeat),
          oneDomain: kind === "one",
        };
        const { seconds, results } = await inProcesses(job, processes);
        const answeredOk = new Set(results.flatMap((result) => result.answeredOk));
        let lost = 0;
        for (const email of answeredOk) {
          const subscriber = await db.subscribers.findByEmail(email);
          if (!subscriber || (await db.outbox.count({ subscriberId: subscriber.id })) === 0) lost++;
        }
        const label =
          kinds.length > 1 ? `${provider} (${kind === "one" ? "one domain" : "distinct domains"})` : provider;
        const total = totals.get(label) ?? {
          label,
          runs: 0,
          seconds: 0,
          runSeconds: [],
          perSecond: 0,
          sent: 0,
          stored: 0,
          queued: 0,
          lost: 0,
          errors: 0,
        };
        total.runs += 1;
        total.seconds += seconds;
        total.runSeconds.push(seconds);
        total.sent += answeredOk.size;
        total.lost += lost;
        total.errors += results.reduce((sum, result) => sum + result.errors, 0);
        totals.set(label, total);
      }
      const stored = await db.subscribers.count();
      const queued = await db.outbox.count();
      return [...totals.values()].map((row) => ({
        ...row,
        perSecond: (row.runs * count) / row.seconds,
        stored,
        queued,
      }));
    } finally {
      await db.disconnect();
    }
  } finally {
    await database.drop();
  }
}

if (!values.worker) {
  const providers = (values.provider ?? ["sqlite", "postgresql"]) as Provider[];
  const isKind = (kind: string): kind is Kind => kind === "one" || kind === "distinct";
  const kinds: Kind[] = values.domains === "compare" ? ["distinct", "one", "one", "distinct"] : [];
  if (isKind(values.domains)) kinds.push(values.domains);
  if (kinds.length === 0) throw new Error("--domains: distinct, one or compare");
  const repeat = Number(values.repeat);
  console.log(
    `${values.count} sign-ups per run, ${repeat ? `${Math.round(repeat * 100)}% of them repeating an earlier address` : "distinct addresses"}` +
      `${values.domains === "one" ? " on one domain" : values.domains === "compare" ? ", on distinct domains and on one domain, 2 runs each" : ""}, ` +
      `${values.concurrency} at a time${Number(values.processes) > 1 ? ` in each of ${values.processes} processes` : ""}, Node ${process.version}`,
  );
  let failed = false;
  for (const provider of providers) {
    const rows = await bench(provider, kinds);
    for (const row of rows) {
      console.log(
        `${row.label.padEnd(10)} ${row.perSecond.toFixed(0).padStart(6)} sign-ups/s  (${row.seconds.toFixed(2)} s` +
          `${row.runs > 1 ? `: ${row.runSeconds.map((seconds) => seconds.toFixed(2)).join(" + ")}` : ""})  ` +
          `addresses answered ok ${row.sent}, stored ${row.stored}, e-mails queued ${row.queued}, lost ${row.lost}, errors ${row.errors}`,
      );
      if (row.lost !== 0 || row.errors !== 0) failed = true;
    }
    const [distinct, one] = [
      rows.find((row) => row.label.includes("distinct")),
      rows.find((row) => row.label.includes("one")),
    ];
    if (distinct && one)
      console.log(
        `${provider} one domain ÷ distinct domains: ${(one.seconds / distinct.seconds).toFixed(2)}× the time`,
      );
  }
  if (failed) {
    console.error("FAILED: some sign-ups were lost or answered with an error.");
    process.exitCode = 1;
  }
}
