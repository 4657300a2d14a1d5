// Abuse of the newsletter, each case counted: sign-ups through a forged Host (e-mails linking to the attacker),
// one mailbox flooded through +tag and dot variants (answered as usual, e-mails capped when sent), an opt-out undone by a new sign-up, and an erasure that
// leaves copies behind (a grep of the site's data folder and its log).
import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createDb } from "@casinolupa/db";
import { createOutboxSender, mailboxOf } from "@casinolupa/newsletter";
import { onCleanup, sleep } from "../../lib/processes.ts";
import { Tally } from "../../lib/report.ts";
import { repo, startSite } from "../../lib/site.ts";
import type { Database } from "../lib/postgres.ts";
import { rawRequest } from "../lib/raw-http.ts";
import { type AbuseOutcome, inParallel, run, signup, type Target } from "./abuse.ts";
import { FORM } from "./cases.ts";

const EVIL = "login-casinolupa.evil.example";

/** Sign-ups whose Host (or X-Forwarded-Host) names the attacker's site: no e-mail may link there. */
export async function forgedHost(target: Target, db: Database): Promise<AbuseOutcome[]> {
  const attempts: { origin: string | null; headers: [string, string][] }[] = [
    { origin: `http://${EVIL}`, headers: [["Host", EVIL]] },
    { origin: target.origin, headers: [["Host", EVIL]] },
    { origin: target.origin, headers: [["X-Forwarded-Host", EVIL]] },
    {
      origin: null,
      headers: [
        ["Host", EVIL],
        ["Sec-Fetch-Site", "same-origin"],
      ],
    },
  ];
  const statuses = new Tally();
  for (const [i, attempt] of attempts.entries()) {
    const response = await signup(target, `anfitrion-${run}-${i}@example.es`, { from: `127.0.3.${i + 1}`, ...attempt });
    statuses.add(response.status);
  }
  const toForged = await db.count(
    `SELECT count(*) FROM newsletter_outbox WHERE text LIKE '%evil.example%' OR html LIKE '%evil.example%' OR headers LIKE '%evil.example%'`,
  );
  const queued = await db.count(`SELECT count(*) FROM newsletter_outbox WHERE to_address LIKE 'anfitrion-${run}-%'`);
  const ours = await db.count(
    `SELECT count(*) FROM newsletter_outbox WHERE to_address LIKE 'anfitrion-${run}-%' AND text LIKE '%${target.origin}/newsletter/confirmar?token=%'`,
  );
  return [
    {
      name: "Sign-ups with a forged Host / X-Forwarded-Host (SITE_ORIGIN unset): e-mails linking to the forged host",
      counted: `${toForged} (of ${attempts.length} attempts: ${statuses}; ${queued} e-mail(s) queued, ${ours} linking to ${target.origin})`,
      expected: "0, and every queued e-mail links to the site's own origin",
      ok: toForged === 0 && ours === queued,
      must: true,
    },
  ];
}

/**
 * 50 sign-ups of one Gmail mailbox, written 50 ways, each from another client and network. Each is answered as a
 * real person's would be (a cap must never lock the owner out), and the outbox sender, run here on the drill's
 * database as the site's own would run, sends the mailbox at most 3 e-mails and keeps one waiting for the next day.
 */
export async function mailboxFlood(target: Target, db: Database): Promise<AbuseOutcome[]> {
  const local = `victima${run}`;
  const variants = Array.from({ length: 50 }, (_, i) => {
    const at = 1 + (i % (local.length - 1));
    const dotted = `${local.slice(0, at)}.${local.slice(at)}`;
    return `${i % 2 ? dotted : local}+${i}@${i % 4 === 3 ? "googlemail.com" : "gmail.com"}`;
  });
  const statuses = new Tally();
  await inParallel(variants, 10, async (email) => {
    const response = await signup(target, email, { from: `127.4.${variants.indexOf(email) + 1}.1` });
    statuses.add(response.status);
  });
  const sent: string[] = [];
  const siteDb = createDb(db.url);
  try {
    const sender = createOutboxSender({
      db: siteDb,
      mailer: {
        kind: "smtp",
        from: "drill",
        async send(message) {
          sent.push(message.to);
          return { messageId: String(sent.length) };
        },
        close() {},
      },
      batchSize: 100,
      log: { error() {}, warn() {}, info() {} },
    });
    for (let round = 0; round < 10 && (await sender.runOnce()).claimed > 0; round++);
  } finally {
    await siteDb.disconnect();
  }
  const mailbox = `${local}@gmail.com`;
  const ofMailbox = (addresses: unknown[]) =>
    addresses.filter((address) => mailboxOf(String(address)).mailbox === mailbox).length;
  const waiting = ofMailbox(
    (
      await db.query<{ address: unknown }>(
        `SELECT to_address AS address FROM newsletter_outbox WHERE sent_at IS NULL AND to_address LIKE '%mail.com'`,
      )
    ).map((row) => row.address),
  );
  const rows = ofMailbox(
    (
      await db.query<{ address: unknown }>(
        `SELECT email AS address FROM newsletter_subscribers WHERE email LIKE '%mail.com'`,
      )
    ).map((row) => row.address),
  );
  const mails = ofMailbox(sent);
  return [
    {
      name: "One mailbox signed up as 50 +tag/dot variants from 50 clients: answers, e-mails sent, e-mails waiting",
      counted: `answers ${statuses}; ${mails} sent, ${waiting} waiting; ${rows} subscriber row(s) stored`,
      expected: "every answer 200 and stored; <= 3 sent, <= 1 waiting",
      ok: statuses.get(200) === variants.length && rows === variants.length && mails <= 3 && waiting <= 1,
      must: true,
    },
  ];
}

/** An address unsubscribes, then a third party signs it up again twice: the opt-out stays, nothing is mailed. */
export async function optOutKept(target: Target, db: Database): Promise<AbuseOutcome[]> {
  const email = `baja-${run}@example.es`;
  const first = await signup(target, email, { from: "127.0.5.1" });
  const [mail] = await db.query<{ text: string }>(`SELECT text FROM newsletter_outbox WHERE to_address = '${email}'`);
  const token = /\/newsletter\/baja\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
  const unsubscribed = await rawRequest(target.port, {
    method: "POST",
    path: `/newsletter/baja?token=${token}`,
    headers: [FORM],
    body: "List-Unsubscribe=One-Click",
  });
  const state = () =>
    db.query<{ status: string; unsubscribed_at: unknown }>(
      `SELECT status, unsubscribed_at FROM newsletter_subscribers WHERE email = '${email}'`,
    );
  const [before] = await state();
  const mailsBefore = await db.count(`SELECT count(*) FROM newsletter_outbox WHERE to_address = '${email}'`);
  const again = [
    await signup(target, email, { from: "127.0.5.2" }),
    await signup(target, email, { from: "127.0.5.3" }),
  ];
  const [after] = await state();
  const mailsAfter = await db.count(`SELECT count(*) FROM newsletter_outbox WHERE to_address = '${email}'`);
  const optOut = String(after?.unsubscribed_at ?? "none");
  const kept = before?.unsubscribed_at != null && optOut === String(before.unsubscribed_at);
  return [
    {
      name: "An unsubscribed address signed up again twice by someone else: its opt-out record",
      counted: `${kept ? "kept" : "LOST"} (sign-up ${first.status}, unsubscribe ${unsubscribed.status}, re-sign-ups ${again.map((r) => r.status).join(", ")}; status ${before?.status} → ${after?.status}, opted out at ${optOut})`,
      expected: "kept",
      ok: kept,
      must: true,
    },
    {
      name: "… confirmation e-mails those re-sign-ups queued (one per 30 days at most)",
      counted: String(mailsAfter - mailsBefore),
      expected: "0",
      ok: mailsAfter - mailsBefore === 0,
      must: true,
    },
  ];
}

/** Occurrences of `text` in the files under `dir`, as `grep -r -o -i -F` counts them. */
async function grepCount(dir: string, text: string): Promise<number> {
  try {
    const { stdout } = await promisify(execFile)("grep", ["-r", "-o", "-i", "-a", "-F", text, dir]);
    return stdout.split("\n").filter(Boolean).length;
  } catch (error) {
    if ((error as { code?: number }).code === 1) return 0; // grep: no match
    throw error;
  }
}

/**
 * A site on SQLite with the file mailer, whose data folder is a fresh directory: a sign-up is written to the
 * database and as an .eml file, then `pnpm newsletter:erase` runs. Afterwards grep must find the address
 * nowhere in the data folder, and the site's log must never have held it.
 */
export async function erasure(port: number): Promise<AbuseOutcome[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "casinolupa-drill-erase-"));
  const unregister = onCleanup(async () => rmSync(dataDir, { recursive: true, force: true }));
  const env = { DATABASE_URL: `file:${join(dataDir, "casinolupa.db")}`, MAIL_OUTBOX_DIR: join(dataDir, "outbox") };
  const site = await startSite(port, { ...env, NEWSLETTER_SENDER: "on" });
  const email = `borrar-${run}@example.es`;
  try {
    const response = await signup({ port, origin: site.origin }, email, { from: "127.0.6.1" });
    const written = () => {
      try {
        return readdirSync(env.MAIL_OUTBOX_DIR).some((name) =>
          readFileSync(join(env.MAIL_OUTBOX_DIR, name), "latin1").includes(email),
        );
      } catch {
        return false;
      }
    };
    for (const deadline = Date.now() + 15_000; !written() && Date.now() < deadline; ) await sleep(200);
    const before = await grepCount(dataDir, email);
    const erase = await promisify(execFile)(
      process.execPath,
      ["packages/newsletter/src/commands/erase.ts", email.toUpperCase()],
      { cwd: repo, env: { ...process.env, ...env } },
    );
    const after = await grepCount(dataDir, email);
    const logLines = [...site.log(), erase.stdout, erase.stderr].filter((line) => line.toLowerCase().includes(email));
    return [
      {
        name: "After `pnpm newsletter:erase`: the address in the data folder (grep -r: database, WAL, .eml files)",
        counted: `${after} (before the erase: ${before}; sign-up ${response.status}; ${erase.stdout.trim()})`,
        expected: "0 (and > 0 before, so the grep works)",
        ok: after === 0 && before > 0,
        must: true,
      },
      {
        name: "… and in the site's log and the command's output",
        counted: String(logLines.length),
        expected: "0",
        ok: logLines.length === 0,
        must: true,
      },
    ];
  } finally {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
    unregister();
  }
}
