// The Sanity publish webhook: a correctly signed, recent POST empties the content and page caches of this
// process at once and, through the database (PostgreSQL NOTIFY, db.server.ts), of every other process: the next
// request to any of them renders the new content. Each delivery is applied once: a replay (to this process or any other sharing the
// database) is answered 200 and does nothing. Everything else is refused, and without a configured secret it
// fails closed (401). Once applied, the CDN's copies of the site's pages are purged (cdn-purge.server.ts), in
// the background: the answer never waits for the CDN nor fails because of it. A casino's
// publish is also compared with the facts last recorded, and what changed goes to the public change log
// (change-log.server.ts) before the other processes are told, so every page they render next shows it. A published
// «Boletín» (newsletterIssue) is approved and its e-mails queued (newsletter-issues.server.ts).
import { createHash } from "node:crypto";
import { WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { dbContext, newsletterIssuesContext, publishContext } from "../../context.server";
import { env } from "../../env.server";
import { logger } from "../../log.server";
import { ISSUE_TYPE } from "../../newsletter-issues.server";
import type { Route } from "./+types/sanity-webhook";

/** Sanity's webhook bodies are small; anything larger is not one of them. */
const MAX_BODY_BYTES = WEBHOOK_BODY_LIMIT_BYTES;

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return json(405, { error: "Method not allowed" });
  const secret = env.SANITY_WEBHOOK_SECRET;
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!secret || !signature) return json(401, { error: "Unauthorized" });

  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return json(413, { error: "Payload too large" });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return json(413, { error: "Payload too large" });

  const valid = body !== "" && (await isValidSignature(body, signature, secret).catch(() => false));
  const signedAt = signatureTime(signature);
  const now = Date.now();
  if (!valid || signedAt === null || !isRecent(signedAt, now)) return json(401, { error: "Unauthorized" });

  const db = context.get(dbContext);
  const publish = context.get(publishContext);
  // One delivery is one signed time and body, however its header is written.
  const delivery = createHash("sha256").update(`${signedAt}.${body}`).digest("hex");
  let firstTime: boolean;
  try {
    firstTime = await db.webhookDeliveries.recordOnce(delivery, {
      signedAt: new Date(signedAt),
      forgetBefore: new Date(now - MAX_SIGNATURE_AGE_MS),
    });
  } catch (error) {
    // Unknown whether it was applied: Sanity retries a failed delivery, so nothing is applied now.
    logger.error({ err: error }, "Sanity webhook not applied, the database failed");
    return json(503, { error: "Unavailable" });
  }
  if (!firstTime) return json(200, { revalidated: false, reason: "already applied" });

  publish.invalidate();
  logger.info("Content cache invalidated by the Sanity webhook");
  const document = parseJson(body);
  if (changesTrackedFacts(document)) {
    try {
      const written = await publish.recordChanges();
      if (written.length > 0) logger.info({ changes: written.length }, "Change log: changes recorded");
    } catch (error) {
      // Nothing is lost: the facts last recorded stay as they were, so the next publish (or start-up) records it.
      logger.error({ err: error }, "Change log not recorded for this publish");
    }
  }
  if (documentType(document) === ISSUE_TYPE) {
    // An editor's publish of a «Boletín» approves it: once per document, however many deliveries or processes.
    try {
      const result = await context.get(newsletterIssuesContext).approvePublished(document);
      logger.info({ result }, "Newsletter issue published");
    } catch (error) {
      // Refused as a replay if Sanity retried; the editor publishes again (an approved issue is never sent twice).
      logger.error({ err: error }, "Newsletter issue not approved, the database or the content failed");
    }
  }
  try {
    await publish.announce();
  } catch (error) {
    // This process has refreshed; the others catch up within CONTENT_CACHE_TTL_SECONDS, or when their listener
    // reconnects. Sanity retrying would be refused as a replay, so the answer stays 200.
    logger.error({ err: error }, "Publish not announced to the other processes");
  }
  // Every page lists the casinos and games, so every publish purges the whole site (cdn-purge.server.ts).
  void publish.purgeCdn();
  return json(200, { revalidated: true });
}

/**
 * Sanity signs each delivery with its time. Accepted: signed at most 5 minutes ago (deliveries are sent at once;
 * the applied ones are remembered that long), and at most 30 seconds ahead of this clock (skew between servers).
 */
const MAX_SIGNATURE_AGE_MS = 5 * 60_000;
const MAX_CLOCK_SKEW_MS = 30_000;

function signatureTime(signature: string): number | null {
  const signedAt = Number(/^t=(\d{1,15}),/.exec(signature.trim())?.[1]);
  return Number.isSafeInteger(signedAt) ? signedAt : null;
}

function documentType(document: unknown): string | undefined {
  const type = (document as { _type?: unknown } | null)?._type;
  return typeof type === "string" ? type : undefined;
}

/** A casino's publish may change tracked facts (its own, and the others' ranks); a body naming no type might too. */
function changesTrackedFacts(document: unknown): boolean {
  const type = documentType(document);
  return type === undefined || type === "casino";
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function isRecent(signedAt: number, now: number): boolean {
  return signedAt >= now - MAX_SIGNATURE_AGE_MS && signedAt <= now + MAX_CLOCK_SKEW_MS;
}

export function loader() {
  return json(405, { error: "Method not allowed" });
}
