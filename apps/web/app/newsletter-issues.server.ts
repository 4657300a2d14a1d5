// The newsletter's issues on the web side (docs/decisions/025-newsletter-digest.md): the digest composed from the
// site's current change log and guides (the Studio's view and the approval use the same function as the sender's
// messages), the approval an editor's publish makes through the webhook, and the cross-origin answers the Studio
// reads, only for an editor (docs/decisions/029-studio-endpoints-need-an-editor.md). Sending is the outbox sender's
// (db.server.ts).
import type { ContentClient } from "@casinolupa/content";
import type { Db } from "@casinolupa/db";
import { STUDIO_CALLS_PER_MINUTE } from "@casinolupa/domain";
import {
  type Approval,
  approveIssue,
  type Digest,
  type DigestDraft,
  parseDigestDraft,
  queueIssue,
  readDigest,
} from "@casinolupa/newsletter";
import { LRUCache } from "lru-cache";
import { env, serverOrigin } from "./env.server";
import { logger } from "./log.server";
import { createEditorCheck, type EditorCheck } from "./studio-editor.server";

/**
 * The changes the Studio's view of an issue reads at most: rendering them is the view's cost (a thousand took over a
 * second); the rest are counted and the e-mail ends its list with «y N cambios más».
 */
const VIEW_CHANGES_READ = 500;

/** The Sanity document type of an issue (the Studio's «Boletín»). */
export const ISSUE_TYPE = "newsletterIssue";

export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>;

/** The issues of the site whose change log `db` holds and whose guides `content` reads. */
export function createNewsletterIssues({ content, db }: { content: ContentClient; db: Db }) {
  // The confirmation e-mail's origin: with SITE_ORIGIN unset, this server's address rather than production's.
  const sources = { db, content, siteOrigin: serverOrigin(env) };

  return {
    /** The digest the Studio's view shows: at most VIEW_CHANGES_READ changes, and how many more the period holds. */
    composeView: (draft: DigestDraft): Promise<Digest> =>
      readDigest(draft, { ...sources, changesRead: VIEW_CHANGES_READ }),

    /**
     * A published «Boletín» reached the webhook: it is approved (once per document, whichever process or delivery
     * comes first) and its messages are queued. With no confirmed reader it is not approved and nothing is sent (the
     * report still says «sin aprobar», and a publish once there are readers sends it). Queuing runs on after the
     * answer; a process that dies meanwhile leaves the rest to the next sender round of any process. Returns what
     * happened, for the log.
     */
    async approvePublished(document: unknown): Promise<Approval | "invalid"> {
      const { _id: id, ...fields } = (document ?? {}) as { _id?: unknown };
      if (typeof id !== "string" || id === "" || id.startsWith("drafts.")) return "invalid";
      const parsed = parseDigestDraft(fields);
      if (!parsed.ok) {
        logger.warn({ issue: id, reason: parsed.error }, "Newsletter issue not approved");
        return "invalid";
      }
      const digest = await readDigest(parsed.draft, { ...sources, fresh: true });
      const approval = await approveIssue(db, id, digest);
      if (approval === "no-readers") logger.warn({ issue: id }, "Newsletter issue not sent: no confirmed subscriber");
      if (approval !== "approved") return approval;
      const counts = { changes: digest.changes.length, guides: digest.guides.length };
      logger.info({ issue: id, ...counts }, "Newsletter issue approved");
      void queueIssue(db, id, { perMinute: env.NEWSLETTER_DIGEST_PER_MINUTE }).then(
        (queued) => logger.info({ issue: id, queued }, "Newsletter issue queued"),
        (error: unknown) =>
          logger.error({ err: error, issue: id }, "Newsletter issue not fully queued; a sender round resumes it"),
      );
      return "approved";
    },
  };
}

/**
 * True for the Studio's origins (STUDIO_ORIGIN); in development, also `sanity dev`'s own (http://localhost:3333)
 * when none is set. Only these read the answers from a browser (CORS); every caller still needs an editor's token.
 */
export function isStudioOrigin(origin: string | null): origin is string {
  if (!origin) return false;
  const allowed =
    env.STUDIO_ORIGIN.length === 0 && env.NODE_ENV === "development" ? ["http://localhost:3333"] : env.STUDIO_ORIGIN;
  return allowed.some((studio) => new URL(studio).origin === origin);
}

/** The issue endpoints' answer: never cached, and readable by the Studio's page when it asked from its origin. */
export function issueAnswer(
  request: Request,
  status: number,
  body: Record<string, unknown> | null,
  methods: string,
  extraHeaders: Record<string, string> = {},
) {
  const origin = request.headers.get("Origin");
  const headers = new Headers({ "Cache-Control": "no-store", Vary: "Origin", ...extraHeaders });
  if (isStudioOrigin(origin)) {
    headers.set("Access-Control-Allow-Origin", origin);
    headers.set("Access-Control-Allow-Methods", methods);
    headers.set("Access-Control-Allow-Headers", "Authorization, Content-Type");
    headers.set("Access-Control-Max-Age", "600");
  }
  if (body === null) return new Response(null, { status, headers });
  return Response.json(body, { status, headers });
}

const checkEditor = createEditorCheck({
  projectId: env.SANITY_PROJECT_ID,
  apiVersion: env.SANITY_API_VERSION,
  apiHost: env.SANITY_API_HOST,
});

const REFUSALS: Record<Exclude<EditorCheck, "editor">, { status: number; error: string }> = {
  anonymous: { status: 401, error: "Solo un editor, con su sesión del Studio, puede pedir esto." },
  refused: { status: 401, error: "Tu sesión del Studio no es válida o ha caducado: vuelve a iniciar sesión." },
  "not-a-member": { status: 403, error: "Tu usuario de Sanity no es editor del proyecto de este sitio." },
  unavailable: { status: 503, error: "No hemos podido comprobar tu sesión con Sanity. Prueba otra vez en un minuto." },
  "no-project": {
    status: 401,
    error: "Este sitio lee el conjunto de datos del repositorio, sin proyecto de Sanity: no tiene editores.",
  },
};

const calls = new LRUCache<string, { count: number }>({ max: 10_000, ttl: 60_000, noUpdateTTL: true });

/**
 * Why the Studio endpoint `endpoint` refuses this request (null when an editor may have the answer): too many calls
 * from this client this minute (429, before anything else costs), or no editor's token (401, 403; 503 when Sanity
 * cannot tell). Never logs the token.
 */
export async function refuseUnlessEditor(
  request: Request,
  clientAddress: string | null,
  endpoint: keyof typeof STUDIO_CALLS_PER_MINUTE,
  methods: string,
): Promise<Response | null> {
  const key = `${endpoint} ${clientAddress ?? "unknown"}`;
  const window = calls.get(key) ?? { count: 0 };
  window.count += 1;
  if (window.count === 1) calls.set(key, window);
  if (window.count > STUDIO_CALLS_PER_MINUTE[endpoint]) {
    const error = "Demasiadas peticiones seguidas desde este Studio. Espera un minuto y vuelve a intentarlo.";
    return issueAnswer(request, 429, { error }, methods, { "Retry-After": "60" });
  }
  const check = await checkEditor(request.headers.get("Authorization"));
  if (check === "editor") return null;
  if (check === "unavailable") logger.warn({ endpoint }, "Studio call not checked: Sanity did not answer /users/me");
  const { status, error } = REFUSALS[check];
  const challenge: Record<string, string> =
    status === 401 ? { "WWW-Authenticate": 'Bearer realm="CasinoLupa Studio"' } : {};
  return issueAnswer(request, status, { error }, methods, challenge);
}
