// The newsletter digest delivered once to each confirmed reader (issue 31, docs/decisions/025-newsletter-digest.md):
// three built servers share one PostgreSQL database and send through the real SMTP server of tests/support, the
// «Boletín»'s publish webhook reaches each of them twice, a sender killed before the server's answer leaves no copy
// behind, and the database going away mid-send (as the faults drill takes it away: a proxy that cuts every connection
// and refuses new ones) costs no reader a second copy. No browser: what a reader notices is the mailbox and its links.
import { randomBytes, randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDb, type Db, migrate } from "@casinolupa/db";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@casinolupa/db/testing";
import { NOT_APPROVED } from "@casinolupa/domain";
import { issueStatus } from "@casinolupa/newsletter";
import { type Site, startSite } from "@casinolupa/tools/site";
import { startTcpProxy } from "@casinolupa/tools/tcp-proxy";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader } from "@sanity/webhook";
import { type Mailbox, type ParsedMail, startMailbox } from "../support/mailbox.ts";

/** Four ports of its own (E2E_DIGEST_PORT and the next three: three servers and the database's proxy). */
const FIRST_PORT = Number(process.env.E2E_DIGEST_PORT ?? 3295);
const SECRET = "digest-webhook-secret";

test.describe.configure({ mode: "serial" });

let database: ThrowawayDatabase | undefined;
let db: Db | undefined;
let mailbox: Mailbox | undefined;
const sites: Site[] = [];

test.beforeEach(async () => {
  database = await createThrowawayDatabase("postgresql");
  await migrate(database.url);
  db = createDb(database.url);
  mailbox = await startMailbox();
});

test.afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.stop()));
  await mailbox?.close();
  await db?.disconnect();
  await database?.drop();
});

const origin = `http://127.0.0.1:${FIRST_PORT}`;

function startSender(port: number, databaseUrl = database?.url, moreEnv: Record<string, string> = {}) {
  if (!databaseUrl || !mailbox) throw new Error("beforeEach starts them");
  return startSite(
    port,
    {
      DATABASE_URL: databaseUrl,
      // Every reader's links open the first server.
      SITE_ORIGIN: origin,
      SMTP_URL: mailbox.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      NEWSLETTER_SENDER: "on",
      NEWSLETTER_SEND_BATCH_SIZE: "25",
      NEWSLETTER_SEND_INTERVAL_SECONDS: "0.2",
      // Fast enough for a test; the default is 300 a minute.
      NEWSLETTER_DIGEST_PER_MINUTE: "60000",
      LOG_LEVEL: "warn",
      ...moreEnv,
    },
    { migrate: false },
  );
}

async function seed(counts: { confirmed: number; unsubscribed: number; pending: number }) {
  if (!db) throw new Error("beforeEach opens it");
  const created: Record<keyof typeof counts, string[]> = { confirmed: [], unsubscribed: [], pending: [] };
  for (const status of ["confirmed", "unsubscribed", "pending"] as const) {
    for (let i = 0; i < counts[status]; i++) {
      const email = `${status}-${i}-${randomUUID().slice(0, 8)}@example.es`;
      await db.subscribers.create({
        email,
        consentVersion: "2025-01",
        status,
        confirmedAt: status === "pending" ? null : new Date(),
        unsubscribedAt: status === "unsubscribed" ? new Date() : null,
        unsubscribeTokenHash: randomBytes(32).toString("hex"),
      });
      created[status].push(email);
    }
  }
  return created;
}

/** The published «Boletín» as Sanity's webhook sends it: the whole document. */
function issueDocument(id: string) {
  return JSON.stringify({
    _id: id,
    _type: "newsletterIssue",
    _rev: "rev-1",
    subject: "Lo que cambió en los casinos en noviembre",
    intro:
      "Hola:\n\nEste mes revisamos varios bonos y la clasificación. Aquí tienes cada cambio, con el dato anterior y el nuevo.",
    periodStart: "2026-11-01",
    periodEnd: "2026-11-30",
  });
}

async function deliverWebhook(site: Site, body: string, signature: string) {
  const response = await fetch(`${site.url}/api/sanity-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
    body,
  });
  expect(response.status).toBe(200);
}

/** A header's value as sent (unfolded), or undefined. */
function header(mail: ParsedMail, name: string): string | undefined {
  const line = mail.headerLines.find((candidate) => candidate.key === name)?.line.replace(/\r\n(?=[ \t])/g, "");
  return line?.slice(line.indexOf(":") + 1).trim();
}

/** The send report the Studio shows, as the site computes it for /api/boletin/informe/<id>. */
const report = (id: string) => issueStatus(db as Db, id);

const EDITOR_TOKEN = "editor-session-token";

/**
 * Sanity's project API, as far as the site asks it about the Studio's calls: whose token this is (GET /users/me),
 * an editor of the project for EDITOR_TOKEN. Content queries get 404, so the site serves the committed dataset.
 */
async function startProjectApi(): Promise<{ origin: string; server: Server }> {
  const server = createServer((request, response) => {
    const me = request.url?.endsWith("/users/me");
    const editor = request.headers.authorization === `Bearer ${EDITOR_TOKEN}`;
    const [status, body] = me && editor ? [200, { id: "editor-1", roles: [{ name: "editor" }] }] : [me ? 401 : 404, {}];
    response.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test("1,000 confirmed readers, 50 unsubscribed and 20 pending, three servers, the webhook replayed: exactly one e-mail per confirmed reader, each unsubscribe link for its reader only", async () => {
  test.setTimeout(240_000);
  const readers = await seed({ confirmed: 1000, unsubscribed: 50, pending: 20 });
  for (const port of [FIRST_PORT, FIRST_PORT + 1, FIRST_PORT + 2]) sites.push(await startSender(port));
  const id = `boletin-${randomUUID()}`;
  expect(await report(id)).toMatchObject({ state: "sin-aprobar", queued: 0, approvedAt: null });

  // The same delivery to all three, and a second delivery (another signature time) of the same publish to all three.
  const body = issueDocument(id);
  const first = await encodeSignatureHeader(body, Date.now(), SECRET);
  const second = await encodeSignatureHeader(body, Date.now() + 1, SECRET);
  await Promise.all(sites.flatMap((site) => [deliverWebhook(site, body, first), deliverWebhook(site, body, second)]));

  const mailbox_ = mailbox as Mailbox;
  await mailbox_.waitForCount(1000, 120_000);
  // Long enough for a second copy (a sender round is 0.2 s) to show up, should any process send one.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const delivered = mailbox_.delivered();
  expect(delivered).toHaveLength(1000);
  expect(new Set(delivered.map(({ to }) => to))).toEqual(new Set(readers.confirmed));
  expect(new Set(delivered.map(({ mail }) => mail.messageId)).size).toBe(1000);

  const status = await report(id);
  expect(status).toMatchObject({ state: "enviado", queued: 1000, sent: 1000, failed: 0, skipped: 0 });
  expect(Date.parse(status.finishedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(status.approvedAt ?? ""));

  const [{ to, mail }] = delivered as [(typeof delivered)[number]];
  expect(mail.subject).toBe("Lo que cambió en los casinos en noviembre");
  expect(mail.text).toContain("900 533 025");
  expect(mail.text).toContain("Por qué lo recibes");
  expect(mail.html).toContain("Darte de baja");
  expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
  expect(header(mail, "list-id")).toMatch(/<boletin\.127\.0\.0\.1>$/);
  expect(to).toMatch(/^confirmed-/);

  // Each reader's one-click unsubscribe (RFC 8058: a POST of List-Unsubscribe=One-Click to the header's URL)
  // unsubscribes that reader and nobody else.
  const store = (db as Db).subscribers;
  let unsubscribed = await store.count({ status: "unsubscribed" });
  for (const { to: reader, mail: copy } of delivered) {
    const link = header(copy, "list-unsubscribe")?.replace(/^<|>$/g, "") ?? "";
    expect(link).toMatch(new RegExp(`^${origin}/newsletter/baja\\?token=[\\w-]{43}$`));
    expect(copy.text).toContain(link);
    const response = await fetch(link, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(response.status).toBe(200);
    expect((await store.findByEmail(reader))?.status).toBe("unsubscribed");
    expect(await store.count({ status: "unsubscribed" })).toBe(++unsubscribed);
  }
  expect(await store.count({ status: "pending" })).toBe(20);
});

test("a sender killed before the SMTP server's answer leaves no copy behind: the other servers send the rest, each reader once", async () => {
  test.setTimeout(180_000);
  const readers = await seed({ confirmed: 120, unsubscribed: 0, pending: 0 });
  const doomed = await startSender(FIRST_PORT);
  sites.push(doomed);
  const mailbox_ = mailbox as Mailbox;
  // The 40th message: its sender waits for the 250 that never comes.
  const held = mailbox_.holdAnswer(40);
  const id = `boletin-${randomUUID()}`;
  const body = issueDocument(id);
  await deliverWebhook(doomed, body, await encodeSignatureHeader(body, Date.now(), SECRET));
  const heldReader = await held.arrived;
  doomed.process.child.kill("SIGKILL");
  await doomed.process.exited;
  // The server sees the connection go before it answered: the message is not delivered.
  await held.discarded;
  expect(mailbox_.delivered()).toHaveLength(39);

  // The others take over once the killed process's lease (30 s) has run out.
  for (const port of [FIRST_PORT + 1, FIRST_PORT + 2]) sites.push(await startSender(port));
  await mailbox_.waitForCount(120, 120_000);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const delivered = mailbox_.delivered();
  expect(delivered).toHaveLength(120);
  expect(new Set(delivered.map(({ to }) => to))).toEqual(new Set(readers.confirmed));
  expect(delivered.filter(({ to }) => to === heldReader)).toHaveLength(1);
  expect(await report(id)).toMatchObject({ state: "enviado", queued: 120, sent: 120, failed: 0, skipped: 0 });
});

test("the database cut off for 5 s in the middle of the send, then back: each reader still gets one e-mail", async () => {
  test.setTimeout(180_000);
  const readers = await seed({ confirmed: 300, unsubscribed: 0, pending: 0 });
  const direct = new URL(database?.url ?? "");
  const proxy = await startTcpProxy(FIRST_PORT + 3, { host: direct.hostname, port: Number(direct.port || 5432) });
  try {
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    for (const port of [FIRST_PORT, FIRST_PORT + 1, FIRST_PORT + 2]) {
      sites.push(await startSender(port, throughProxy.toString()));
    }
    const id = `boletin-${randomUUID()}`;
    const body = issueDocument(id);
    await deliverWebhook(sites[0] as Site, body, await encodeSignatureHeader(body, Date.now(), SECRET));
    const mailbox_ = mailbox as Mailbox;
    await mailbox_.waitForCount(100, 60_000);
    await proxy.stop();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await proxy.start();
    await mailbox_.waitForCount(300, 120_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const delivered = mailbox_.delivered();
    expect(delivered).toHaveLength(300);
    expect(new Set(delivered.map(({ to }) => to))).toEqual(new Set(readers.confirmed));
    expect(await report(id)).toMatchObject({ state: "enviado", queued: 300, sent: 300, failed: 0, skipped: 0 });
  } finally {
    await proxy.stop();
  }
});

test("the Studio's view and report: only for an editor's token, the rendered e-mail and its counts, Spanish errors, no-store, CORS for the Studio only", async () => {
  const projectApi = await startProjectApi();
  const studio = "http://localhost:3333";
  const site = await startSender(FIRST_PORT, database?.url, {
    SANITY_PROJECT_ID: "digest-project",
    SANITY_API_HOST: projectApi.origin,
    STUDIO_ORIGIN: studio,
  });
  sites.push(site);
  const draft = JSON.parse(issueDocument("boletin-vista"));
  const view = (body: unknown, origin = studio, token: string | null = EDITOR_TOKEN) =>
    fetch(`${site.url}/api/boletin/vista`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  try {
    for (const token of [null, "forged-token"]) {
      const anonymous = await view(draft, studio, token);
      expect(anonymous.status).toBe(401);
      expect((await anonymous.json()).error).toMatch(/editor|sesión/);
      const reportAnswer = await fetch(`${site.url}/api/boletin/informe/boletin-vista`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      expect(reportAnswer.status).toBe(401);
    }
    const answer = await view(draft);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("access-control-allow-origin")).toBe(studio);
    const rendered = await answer.json();
    expect(rendered).toMatchObject({ subject: draft.subject, changes: expect.any(Number), guides: expect.any(Number) });
    expect(rendered.text).toContain("Este mes revisamos varios bonos");
    expect(rendered.html).toContain("Darte de baja");
    expect(rendered.text).toContain("900 533 025");

    const refused = await view({ ...draft, subject: "x".repeat(91) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: "El asunto tiene 91 caracteres; el máximo es 90." });
    expect((await view({ ...draft, periodEnd: "2026-10-01" })).status).toBe(400);

    const preflight = await fetch(`${site.url}/api/boletin/informe/boletin-vista`, {
      method: "OPTIONS",
      headers: {
        Origin: studio,
        "Access-Control-Request-Method": "GET",
        "Access-Control-Request-Headers": "authorization",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(studio);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
    for (const elsewhere of ["https://example.com", "http://localhost:9999"]) {
      const answer = await view(draft, elsewhere);
      expect(answer.headers.get("access-control-allow-origin"), elsewhere).toBeNull();
    }

    // Only a published, valid «Boletín» is approved: a draft's id or a subject past 90 characters approves nothing.
    for (const document of [
      { ...draft, _id: "drafts.boletin-vista" },
      { ...draft, subject: "x".repeat(91) },
    ]) {
      const body = JSON.stringify(document);
      await deliverWebhook(site, body, await encodeSignatureHeader(body, Date.now(), SECRET));
    }
    expect(await (db as Db).newsletterIssues.list()).toEqual([]);
    const report = await fetch(`${site.url}/api/boletin/informe/drafts.boletin-vista`, {
      headers: { Origin: studio, Authorization: `Bearer ${EDITOR_TOKEN}` },
    });
    expect(report.headers.get("access-control-allow-origin")).toBe(studio);
    expect(await report.json()).toEqual(NOT_APPROVED);
  } finally {
    await new Promise((resolve) => projectApi.server.close(resolve));
  }
});
