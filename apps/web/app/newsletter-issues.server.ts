// The newsletter's issues on the web side (docs/decisions/025-newsletter-digest.md): the digest composed from the
// site's current change log and guides (the Studio's view and the approval use the same function as the sender's
// messages), the approval an editor's publish makes through the webhook, and the cross-origin answers the Studio
// reads. Sending is the outbox sender's (db.server.ts).
import { digestSourcesQuery } from "@casinolupa/content";
import {
  approveIssue,
  composeDigest,
  type Digest,
  type DigestDraft,
  parseDigestDraft,
  queueIssue,
} from "@casinolupa/newsletter";
import { serverOrigin } from "../server/origin";
import { content } from "./content.server";
import { db } from "./db.server";
import { env } from "./env.server";
import { logger } from "./log.server";

/** More changes than any period holds. */
const CHANGES_READ = 10_000;
const DAY_MS = 86_400_000;

/** `draft`'s digest from the site's current change log and published content. */
export async function composeIssue(draft: DigestDraft, options: { fresh?: boolean } = {}): Promise<Digest> {
  // The period's days are Madrid's: read a day more on each side, and the digest keeps those of its days.
  const from = new Date(Date.parse(draft.periodStart) - DAY_MS);
  const to = new Date(Date.parse(draft.periodEnd) + 2 * DAY_MS);
  const [changes, sources] = await Promise.all([
    db.changeLog.list({ from, to, limit: CHANGES_READ }),
    options.fresh ? content.fetchFromSource(digestSourcesQuery) : content.fetch(digestSourcesQuery),
  ]);
  // The confirmation e-mail's origin: with SITE_ORIGIN unset, this server's address rather than production's.
  return composeDigest(draft, { changes, ...sources, siteOrigin: serverOrigin(env) });
}

/** The Sanity document type of an issue (the Studio's «Boletín»). */
export const ISSUE_TYPE = "newsletterIssue";

/**
 * A published «Boletín» reached the webhook: it is approved (once per document, whichever process or delivery
 * comes first) and its messages are queued. Queuing runs on after the answer; a process that dies meanwhile leaves
 * the rest to the next sender round of any process. Returns what happened, for the log.
 */
export async function approvePublishedIssue(document: unknown): Promise<"approved" | "already-approved" | "invalid"> {
  const { _id: id, ...fields } = (document ?? {}) as { _id?: unknown };
  if (typeof id !== "string" || id === "" || id.startsWith("drafts.")) return "invalid";
  const parsed = parseDigestDraft(fields);
  if (!parsed.ok) {
    logger.warn({ issue: id, reason: parsed.error }, "Newsletter issue not approved");
    return "invalid";
  }
  const digest = await composeIssue(parsed.draft, { fresh: true });
  if (!(await approveIssue(db, id, digest))) return "already-approved";
  logger.info({ issue: id, changes: digest.changes.length, guides: digest.guides.length }, "Newsletter issue approved");
  void queueIssue(db, id, { perMinute: env.NEWSLETTER_DIGEST_PER_MINUTE }).then(
    (queued) => logger.info({ issue: id, queued }, "Newsletter issue queued"),
    (error: unknown) =>
      logger.error({ err: error, issue: id }, "Newsletter issue not fully queued; a sender round resumes it"),
  );
  return "approved";
}

/** True for the Studio's origins: those configured, and a Studio on this machine (any port of localhost). */
export function isStudioOrigin(origin: string | null): origin is string {
  if (!origin) return false;
  if (env.STUDIO_ORIGIN.some((allowed) => new URL(allowed).origin === origin)) return true;
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === "http:" || protocol === "https:") && ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
  } catch {
    return false;
  }
}

/** The issue endpoints' answer: never cached, and readable by the Studio's page when it asked from its origin. */
export function issueAnswer(request: Request, status: number, body: Record<string, unknown> | null, methods: string) {
  const origin = request.headers.get("Origin");
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Origin" });
  if (isStudioOrigin(origin)) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Methods", methods);
    headers.set("Access-Control-Allow-Headers", "Content-Type");
    headers.set("Access-Control-Max-Age", "600");
  }
  if (body === null) return new Response(null, { status, headers });
  return Response.json(body, { status, headers });
}
