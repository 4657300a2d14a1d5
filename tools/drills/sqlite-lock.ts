// SQLite lock drill: the built site on SQLite while another process holds the database's write lock (BEGIN
// EXCLUSIVE) for 8 s, as a migration, a backup or an operator's sqlite3 shell might. /healthz is asked every 50 ms
// throughout, and one visitor signs up 0.5 s into the lock. Must hold: every /healthz answers within 100 ms (a
// write waiting for the lock must not stop the process: better-sqlite3's own wait is synchronous, see
// packages/db/src/adapter.ts); the sign-up is not answered 5xx, and is answered within 5 s of the lock's end.
// Should hold: it lands once the lock goes (200, and the address is stored).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb } from "@casinolupa/db";
import { holdSqliteLock } from "@casinolupa/db/testing";
import { onCleanup, sleep } from "../lib/processes.ts";
import { Checks, type DrillReport, ms, percentile, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";

const PORT = 4850;
const LOCK_MS = 8_000;
const HEALTH_EVERY_MS = 50;
const HEALTH_LIMIT_MS = 100;
const SIGNUP_AT_MS = 500;
/** After the lock is released: how long the sign-up may still take to be answered. */
const ANSWER_WITHIN_MS = 5_000;

type Answer = { status: number | string; ms: number };

async function timed(request: () => Promise<Response>): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return {
      status: `error (${error instanceof Error ? error.message : String(error)})`,
      ms: performance.now() - started,
    };
  }
}

export async function sqliteLockDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const dir = mkdtempSync(join(tmpdir(), "casinolupa-sqlite-lock-"));
  onCleanup(async () => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = `file:${join(dir, "site.db")}`;
  const site = await startSite(PORT, { DATABASE_URL: databaseUrl, LOG_LEVEL: "warn" });
  const email = `bloqueo-${Date.now()}@example.es`;
  try {
    const poll = (into: Answer[], until: () => boolean) =>
      (async () => {
        while (!until()) {
          into.push(await timed(() => fetch(`${site.url}/healthz`, { signal: AbortSignal.timeout(15_000) })));
          await sleep(HEALTH_EVERY_MS);
        }
      })();
    // A control: the same polling for 2 s without the lock, so a busy machine's noise can be told apart.
    const control: Answer[] = [];
    const controlEnds = performance.now() + 2_000;
    await poll(control, () => performance.now() >= controlEnds);

    const lock = await holdSqliteLock(databaseUrl);
    const lockedAt = performance.now();
    const health: Answer[] = [];
    let polling = true;
    const poller = poll(health, () => !polling);

    await sleep(SIGNUP_AT_MS);
    const signupStarted = performance.now() - lockedAt;
    const signup = timed(() =>
      fetch(`${site.url}/newsletter`, {
        method: "POST",
        headers: { Origin: site.origin, Accept: "application/json" },
        body: new URLSearchParams({ email, ageConfirmed: "true", source: "drill", page: "/", website: "" }),
        signal: AbortSignal.timeout(LOCK_MS + ANSWER_WITHIN_MS),
      }),
    );

    await sleep(LOCK_MS - (performance.now() - lockedAt));
    await lock.release();
    const releasedAt = performance.now() - lockedAt;
    const answer = await signup;
    const answeredAt = signupStarted + answer.ms;
    await sleep(500);
    polling = false;
    await poller;

    const db = createDb(databaseUrl);
    const stored = await db.subscribers.findByEmail(email).finally(() => db.disconnect());

    const times = health.map((sample) => sample.ms);
    const slow = health.filter((sample) => sample.status !== 200 || sample.ms >= HEALTH_LIMIT_MS);
    const worst = Math.max(0, ...times);
    checks.must(
      `Every /healthz during the lock is answered 200 within ${HEALTH_LIMIT_MS} ms`,
      slow.length === 0 && health.length > 0,
      `${health.length - slow.length} of ${health.length}; slowest ${ms(worst)}`,
    );
    const status = answer.status;
    checks.must(
      "The sign-up is not answered with a server error",
      typeof status === "number" && status < 500,
      `HTTP ${status} after ${ms(answer.ms)}`,
    );
    checks.must(
      `The sign-up is answered within ${ANSWER_WITHIN_MS / 1000} s of the lock's end`,
      typeof status === "number" && answeredAt <= releasedAt + ANSWER_WITHIN_MS,
      `answered ${((answeredAt - releasedAt) / 1000).toFixed(2)} s after the release`,
    );
    checks.should(
      "The sign-up lands once the lock goes: 200, and the address is stored",
      status === 200 && stored !== null,
      `HTTP ${status}; ${stored ? `stored, ${stored.status}` : "not stored"}`,
    );

    const rows = [
      ["Lock held by another process", `BEGIN EXCLUSIVE for ${(releasedAt / 1000).toFixed(1)} s`],
      [
        `/healthz every ${HEALTH_EVERY_MS} ms for 2 s before the lock (control)`,
        `${control.length} answers; p50 ${ms(
          percentile(
            control.map((sample) => sample.ms),
            50,
          ),
        )}, slowest ${ms(Math.max(0, ...control.map((sample) => sample.ms)))}`,
      ],
      [
        `/healthz every ${HEALTH_EVERY_MS} ms during the lock and 0.5 s after`,
        `${health.length} answers; p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, slowest ${ms(worst)}`,
      ],
      [
        "One sign-up",
        `sent ${(signupStarted / 1000).toFixed(1)} s into the lock; HTTP ${status} after ${ms(answer.ms)} (${((answeredAt - releasedAt) / 1000).toFixed(2)} s after the release); ${stored ? "stored" : "not stored"}`,
      ],
    ];
    return {
      name: "sqlite-lock",
      markdown: `### The site on SQLite while another process holds the write lock\n\n${table(["Measurement", "Figures"], rows)}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
  }
}
