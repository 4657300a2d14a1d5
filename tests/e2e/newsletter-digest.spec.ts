// The newsletter issue's HTTP side on the site (issue approval and sending: docs/decisions/025-newsletter-digest.md):
// the Studio's view of a draft and its report, with their Spanish errors, no-store and CORS for the Studio only, and
// the publish webhook approving only a published, valid «Boletín», and only once somebody would receive it. No browser: what the Studio notices is each
// answer. The send itself (several senders over one PostgreSQL database, a sender killed mid-send, the database cut
// off) is tests/integration/newsletter-digest.test.ts.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createDb, type Db, migrate } from "@casinolupa/db";
import { createThrowawayDatabase, type ThrowawayDatabase } from "@casinolupa/db/testing";
import { NOT_APPROVED } from "@casinolupa/domain";
import { type Site, startSite } from "@casinolupa/tools/site";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader } from "@sanity/webhook";

/** Two ports of its own: E2E_DIGEST_PORT and the next. */
const PORT = Number(process.env.E2E_DIGEST_PORT ?? 3295);
const SECRET = "digest-webhook-secret";

let database: ThrowawayDatabase | undefined;
let db: Db | undefined;
let site: Site | undefined;
/** The same database without a Sanity project: the publish webhook reads the issue's sources from the committed
 * dataset there, while `site`'s project API (below) answers only who a token belongs to. */
let webhookSite: Site | undefined;
let projectApi: Server | undefined;

const STUDIO = "http://localhost:3333";
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

test.beforeAll(async () => {
  database = await createThrowawayDatabase("postgresql");
  await migrate(database.url);
  db = createDb(database.url);
  const api = await startProjectApi();
  projectApi = api.server;
  site = await startSite(
    PORT,
    {
      DATABASE_URL: database.url,
      SANITY_WEBHOOK_SECRET: SECRET,
      SANITY_PROJECT_ID: "digest-project",
      SANITY_API_HOST: api.origin,
      STUDIO_ORIGIN: STUDIO,
      LOG_LEVEL: "warn",
      NEWSLETTER_SENDER: "off",
    },
    { migrate: false },
  );
  webhookSite = await startSite(
    PORT + 1,
    // The issue this spec approves is queued, never sent: the send is tests/integration's.
    { DATABASE_URL: database.url, SANITY_WEBHOOK_SECRET: SECRET, LOG_LEVEL: "warn", NEWSLETTER_SENDER: "off" },
    { migrate: false },
  );
});

test.afterAll(async () => {
  await site?.stop();
  await webhookSite?.stop();
  await new Promise((resolve) => projectApi?.close(resolve));
  await db?.disconnect();
  await database?.drop();
});

/** The «Boletín» as the Studio holds it (and as Sanity's webhook sends it once published): the whole document. */
function issueDocument(id: string) {
  return {
    _id: id,
    _type: "newsletterIssue",
    _rev: "rev-1",
    subject: "Lo que cambió en los casinos en noviembre",
    intro:
      "Hola:\n\nEste mes revisamos varios bonos y la clasificación. Aquí tienes cada cambio, con el dato anterior y el nuevo.",
    periodStart: "2026-11-01",
    periodEnd: "2026-11-30",
  };
}

async function deliverWebhook(body: string, signature: string) {
  const response = await fetch(`${webhookSite?.url}/api/sanity-webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
    body,
  });
  expect(response.status).toBe(200);
}

test("the Studio's view and report: only for an editor's token, the rendered e-mail and its counts, Spanish errors, no-store, CORS for the Studio only", async () => {
  const draft = issueDocument("boletin-vista");
  const view = (body: unknown, origin = STUDIO, token: string | null = EDITOR_TOKEN) =>
    fetch(`${site?.url}/api/boletin/vista`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });

  for (const token of [null, "forged-token"]) {
    const anonymous = await view(draft, STUDIO, token);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error).toMatch(/editor|sesión/);
    const reportAnswer = await fetch(`${site?.url}/api/boletin/informe/boletin-vista`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    expect(reportAnswer.status).toBe(401);
  }

  const answer = await view(draft);
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(answer.headers.get("access-control-allow-origin")).toBe(STUDIO);
  const rendered = await answer.json();
  expect(rendered).toMatchObject({ subject: draft.subject, changes: expect.any(Number), guides: expect.any(Number) });
  expect(rendered.text).toContain("Este mes revisamos varios bonos");
  expect(rendered.html).toContain("Darte de baja");
  expect(rendered.text).toContain("900 533 025");

  const refused = await view({ ...draft, subject: "x".repeat(91) });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ error: "El asunto tiene 91 caracteres; el máximo es 90." });
  expect((await view({ ...draft, periodEnd: "2026-10-01" })).status).toBe(400);

  const preflight = await fetch(`${site?.url}/api/boletin/informe/boletin-vista`, {
    method: "OPTIONS",
    headers: {
      Origin: STUDIO,
      "Access-Control-Request-Method": "GET",
      "Access-Control-Request-Headers": "authorization",
    },
  });
  expect(preflight.status).toBe(204);
  expect(preflight.headers.get("access-control-allow-origin")).toBe(STUDIO);
  expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization/);
  for (const elsewhere of ["https://example.com", "http://localhost:9999"]) {
    const other = await view(draft, elsewhere);
    expect(other.headers.get("access-control-allow-origin"), elsewhere).toBeNull();
  }

  // Only a published, valid «Boletín» is approved: a draft's id or a subject past 90 characters approves nothing.
  for (const document of [
    { ...draft, _id: "drafts.boletin-vista" },
    { ...draft, subject: "x".repeat(91) },
  ]) {
    const body = JSON.stringify(document);
    await deliverWebhook(body, await encodeSignatureHeader(body, Date.now(), SECRET));
  }
  expect(await (db as Db).newsletterIssues.list()).toEqual([]);
  const report = await fetch(`${site?.url}/api/boletin/informe/drafts.boletin-vista`, {
    headers: { Origin: STUDIO, Authorization: `Bearer ${EDITOR_TOKEN}` },
  });
  expect(report.headers.get("access-control-allow-origin")).toBe(STUDIO);
  expect(await report.json()).toEqual(NOT_APPROVED);

  // The published one, while nobody has confirmed: nothing is approved or sent, and the report says that an approval
  // would reach nobody (never «enviado» with 0 sent).
  const published = JSON.stringify(draft);
  await deliverWebhook(published, await encodeSignatureHeader(published, Date.now(), SECRET));
  expect(await (db as Db).newsletterIssues.list()).toEqual([]);
  expect(await (db as Db).outbox.count()).toBe(0);
  const reportOf = async () =>
    (
      await fetch(`${site?.url}/api/boletin/informe/boletin-vista`, {
        headers: { Origin: STUDIO, Authorization: `Bearer ${EDITOR_TOKEN}` },
      })
    ).json();
  expect(await reportOf()).toEqual({ ...NOT_APPROVED, readers: 0 });

  // Once a reader has confirmed, a publish approves it, once however often the webhook delivers it.
  await (db as Db).subscribers.create({
    email: "lectora@example.es",
    consentVersion: "2025-01",
    status: "confirmed",
    confirmedAt: new Date(),
  });
  expect(await reportOf()).toEqual({ ...NOT_APPROVED, readers: 1 });
  for (const at of [Date.now() + 1, Date.now() + 2]) {
    await deliverWebhook(published, await encodeSignatureHeader(published, at, SECRET));
  }
  expect(await (db as Db).newsletterIssues.list()).toHaveLength(1);
  expect(await reportOf()).toMatchObject({ state: expect.stringMatching(/^(en-cola|enviando|enviado)$/), readers: 1 });
});
