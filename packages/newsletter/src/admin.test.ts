import { execFile } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { csvField, eraseSubscriber, exportConfirmedCsv, purgeStale } from "./admin.ts";
import { confirmSubscription, unsubscribe } from "./confirm.ts";
import { createMailer } from "./mailer.ts";
import { subscribe } from "./signup.ts";
import { memoryLogger, newEmail, providers, signupContext, signupForm, tokenFrom } from "./test-support.ts";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const day = 86_400_000;

describe.each(providers)("operator commands on %s", (provider) => {
  const database = useTestDatabase(provider);
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "casinolupa-admin-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  type Status = "pending" | "confirmed" | "unsubscribed";
  /** A subscriber in `status`, signed up at `now`. */
  async function subscriber(status: Status, { now = new Date(), page = "/comparacion" } = {}) {
    const email = newEmail(status);
    await subscribe(database.db, signupForm({ email, page }), signupContext({ now }));
    const [mail] = await database.db.outbox.list({ to: email });
    const text = mail?.text ?? "";
    if (status !== "pending") await confirmSubscription(database.db, tokenFrom(text, "/newsletter/confirmar"), { now });
    if (status === "unsubscribed") await unsubscribe(database.db, tokenFrom(text, "/newsletter/baja"), { now });
    return email;
  }

  /** Runs one of src/commands/ against this database, as `pnpm newsletter:…` would. */
  function command(name: string, ...args: string[]) {
    return promisify(execFile)(process.execPath, [`packages/newsletter/src/commands/${name}.ts`, ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: database.url },
    });
  }

  test("export lists only confirmed subscribers, as CSV, to stdout or a file", async () => {
    const confirmed = await subscriber("confirmed", { page: "/ruleta?utm_source=google&utm_campaign=a,b" });
    const pending = await subscriber("pending");
    const unsubscribed = await subscriber("unsubscribed");

    const chunks: string[] = [];
    const count = await exportConfirmedCsv(database.db, (chunk) => void chunks.push(chunk), { pageSize: 2 });
    const lines = chunks.join("").split("\r\n");
    expect(lines[0]).toBe("email,confirmed_at,source_page,utm_source,utm_medium,utm_campaign,utm_term,utm_content");
    expect(lines).toHaveLength(count + 2); // header, rows, and the empty string after the last CRLF
    const row = lines.find((line) => line.startsWith(`${confirmed},`));
    expect(row).toMatch(new RegExp(`^${confirmed},\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z,/ruleta,google,,"a,b",,$`));
    expect(lines.some((line) => line.includes(pending) || line.includes(unsubscribed))).toBe(false);

    const { stdout, stderr } = await command("export");
    expect(stdout.split("\r\n")).toEqual(lines);
    expect(stderr).toBe(`Exported ${count} confirmed subscriber${count === 1 ? "" : "s"}.\n`);
    const file = path.join(dir, "suscriptores.csv");
    await command("export", "--out", file);
    expect(await readFile(file, "utf8")).toBe(chunks.join(""));
  });

  test("erase removes every copy of the address: rows, history, outbox, .eml files; and never prints it", async () => {
    const signedUp = new Date(Date.now() - 40 * day);
    const email = await subscriber("unsubscribed", { now: signedUp });
    // Signed up again after 30 days: the old consent and opt-out became a history row.
    await subscribe(database.db, signupForm({ email }), signupContext());
    const other = await subscriber("pending");
    const outboxDir = path.join(dir, "outbox");
    const mailer = createMailer({ outboxDir, log: memoryLogger() });
    for (const to of [email, other]) {
      const [mail] = await database.db.outbox.list({ to });
      await mailer.send({ to, subject: "s", text: mail?.text ?? "", html: mail?.html ?? "", headers: {} });
    }
    expect(await database.db.outbox.count({ to: email })).toBe(1);
    // The site's sender marks the e-mail sent: an UPDATE that rewrites the row elsewhere in the file.
    const [queued] = await database.db.outbox.claimDue("test-sender", 50);
    expect(queued).toBeDefined();
    for (const message of await database.db.outbox.list({ to: email })) {
      await database.db.outbox.markSent(message.id, "test-sender");
    }

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["packages/newsletter/src/commands/erase.ts", email.toUpperCase()],
      { cwd: repoRoot, env: { ...process.env, DATABASE_URL: database.url, MAIL_OUTBOX_DIR: outboxDir } },
    );
    expect(stdout).toBe("Erased 1 subscriber row, 1 history row, 1 outbox message, 1 outbox file.\n");
    expect(await database.db.subscribers.findByEmail(email)).toBeNull();
    expect(await database.db.outbox.count({ to: email })).toBe(0);
    expect(await database.db.subscribers.findByEmail(other)).not.toBeNull();
    const files = await readdir(outboxDir);
    expect(files).toHaveLength(1);
    expect(await readFile(path.join(outboxDir, files[0] ?? ""), "utf8")).toContain(other);
    if (provider === "sqlite") {
      // Not even freed pages or the write-ahead log of the database keep the address.
      const dbDir = path.dirname(database.url.slice("file:".length));
      for (const file of await readdir(dbDir)) {
        expect((await readFile(path.join(dbDir, file))).includes(email), file).toBe(false);
      }
    }

    expect((await command("erase", email)).stdout).toBe(
      "No subscriber and no e-mail for that address: nothing to erase.\n",
    );
    expect(await eraseSubscriber(database.db, "nadie@españa.es", { outboxDir })).toEqual({
      email: "nadie@xn--espaa-rta.es",
      subscribers: 0,
      historyRows: 0,
      outboxMessages: 0,
      outboxFiles: 0,
    });
  }, 90_000);

  test("erase deletes the .eml files addressed to exactly that address, never to one that contains it", async () => {
    const outboxDir = path.join(dir, `exacta-${Date.now().toString(36)}`);
    const mailer = createMailer({ outboxDir, log: memoryLogger() });
    const run = Date.now().toString(36);
    const [victim, longer] = [`v.ictim${run}@example.com`, `ictim${run}@example.com`];
    await subscribe(database.db, signupForm({ email: victim }), signupContext());
    const [mail] = await database.db.outbox.list({ to: victim });
    await mailer.send({ to: victim, subject: "s", text: mail?.text ?? "", html: mail?.html ?? "", headers: {} });

    expect(await eraseSubscriber(database.db, longer, { outboxDir })).toMatchObject({ subscribers: 0, outboxFiles: 0 });
    expect(await readdir(outboxDir)).toHaveLength(1);
    expect((await database.db.subscribers.findByEmail(victim))?.status).toBe("pending");
    expect(await eraseSubscriber(database.db, victim, { outboxDir })).toMatchObject({ subscribers: 1, outboxFiles: 1 });
    expect(await readdir(outboxDir)).toEqual([]);
  });

  test("an erased mailbox cannot be signed up again for 30 days: the answer is the usual one, nothing is stored", async () => {
    const now = new Date();
    const local = `borrada${Date.now().toString(36)}`;
    await subscribe(database.db, signupForm({ email: `${local}@gmail.com` }), signupContext({ now }));
    await eraseSubscriber(database.db, `${local}@gmail.com`, { outboxDir: dir, now });

    // The same mailbox written another way, the next day: looks accepted, stores and sends nothing.
    const again = `${local.slice(0, 3)}.${local.slice(3)}+vuelta@gmail.com`;
    const answer = await subscribe(
      database.db,
      signupForm({ email: again }),
      signupContext({ now: new Date(now.getTime() + day) }),
    );
    expect(answer).toMatchObject({ ok: true, status: 200, code: "subscribed" });
    expect(await database.db.subscribers.findByEmail(again)).toBeNull();
    expect(await database.db.outbox.count({ to: again })).toBe(0);

    // After 30 days the objection is forgotten (purge drops the hash) and a new sign-up is a new consent.
    const later = new Date(now.getTime() + 31 * day);
    expect((await purgeStale(database.db, { now: later })).suppressions).toBeGreaterThanOrEqual(1);
    await subscribe(database.db, signupForm({ email: again }), signupContext({ now: later }));
    expect(await database.db.outbox.count({ to: again })).toBe(1);
  });

  test("purge removes only pending sign-ups whose last e-mail is more than 7 days old", async () => {
    const now = new Date();
    const eightDaysAgo = new Date(now.getTime() - 8 * day);
    const oldPending = await subscriber("pending", { now: eightDaysAgo });
    const oldConfirmed = await subscriber("confirmed", { now: eightDaysAgo });
    const oldUnsubscribed = await subscriber("unsubscribed", { now: eightDaysAgo });
    const recentPending = await subscriber("pending", { now: new Date(now.getTime() - 6 * day) });
    // Signed up long ago, but asked again for a link 2 days ago: its link is still valid.
    const renewed = await subscriber("pending", { now: new Date(now.getTime() - 30 * day) });
    await subscribe(
      database.db,
      signupForm({ email: renewed }),
      signupContext({ now: new Date(now.getTime() - 2 * day) }),
    );

    expect(await purgeStale(database.db, { now })).toMatchObject({ pendingSubscribers: 1, outboxMessages: 1 });
    expect(await database.db.subscribers.findByEmail(oldPending)).toBeNull();
    expect(await database.db.outbox.count({ to: oldPending })).toBe(0);
    for (const kept of [oldConfirmed, oldUnsubscribed, recentPending, renewed]) {
      expect(await database.db.subscribers.findByEmail(kept)).not.toBeNull();
    }

    const { stdout } = await command("purge");
    expect(stdout).toMatch(
      /^Purged 0 unconfirmed sign-ups older than 7 days \(with 0 outbox messages\), \d+ delivered/,
    );
  });

  test("purge deletes the proof of an opt-out once it is three years old, and keeps younger proof", async () => {
    const now = new Date();
    const overThreeYears = new Date(now.getTime() - (3 * 365 + 1) * day);
    const expired = await subscriber("unsubscribed", { now: overThreeYears });
    const younger = await subscriber("unsubscribed", { now: new Date(now.getTime() - (3 * 365 - 1) * day) });
    // Opted out over three years ago, then signed up again and confirmed last week: the old opt-out (now in
    // the address's history) goes, the new subscription stays.
    const back = await subscriber("unsubscribed", { now: overThreeYears });
    const lastWeek = new Date(now.getTime() - 7 * day);
    await subscribe(database.db, signupForm({ email: back }), signupContext({ now: lastWeek }));
    const mails = await database.db.outbox.list({ to: back });
    const newest = mails.at(-1)?.text ?? "";
    expect(await confirmSubscription(database.db, tokenFrom(newest, "/newsletter/confirmar"), { now: lastWeek })).toBe(
      "confirmed",
    );

    expect(await purgeStale(database.db, { now })).toMatchObject({ expiredOptOuts: 1, expiredHistoryRows: 1 });
    expect(await database.db.subscribers.findByEmail(expired)).toBeNull();
    expect(await database.db.outbox.count({ to: expired })).toBe(0);
    expect((await database.db.subscribers.findByEmail(younger))?.status).toBe("unsubscribed");
    expect((await database.db.subscribers.findByEmail(back))?.status).toBe("confirmed");
    expect(await eraseSubscriber(database.db, back, { outboxDir: dir })).toMatchObject({
      subscribers: 1,
      historyRows: 0,
    });

    const { stdout } = await command("purge");
    expect(stdout).toMatch(/, 0 addresses and 0 history records whose opt-out is older than three years\.\n$/);
  });
});

test("csvField quotes separators and defuses spreadsheet formulas", () => {
  expect(csvField(null)).toBe("");
  expect(csvField("plain")).toBe("plain");
  expect(csvField('say "hola", amigo')).toBe('"say ""hola"", amigo"');
  expect(csvField('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
  expect(csvField("+34 600")).toBe("'+34 600");
  expect(csvField("-1")).toBe("'-1");
  expect(csvField("@x")).toBe("'@x");
});
