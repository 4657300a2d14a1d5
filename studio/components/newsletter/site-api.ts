// The site's two newsletter endpoints as the Studio calls them: the e-mail an issue would send
// (`POST /api/boletin/vista`) and an issue's send report (`GET /api/boletin/informe/<id>`), on the site the
// Presentation tool previews (SANITY_STUDIO_PREVIEW_ORIGIN), with the editor's Sanity token, which the site checks
// with Sanity (docs/decisions/029-studio-endpoints-need-an-editor.md). Every failure comes back as a sentence for
// the editor, the site's own when it gives one.

import { SEND_STATES, type SendReport, type SendState } from "@casinolupa/domain";

export type { SendReport, SendState };

export type IssueFields = { subject?: string; intro?: string; periodStart?: string; periodEnd?: string };

/** The e-mail as readers will get it, and what the site put in it. */
export type RenderedEmail = { subject: string; html: string; text: string; changes: number; guides: number };

/** The site to ask, and the logged-in editor's token (the Studio's client holds it: sanity.config.ts). */
export type Site = { origin: string; token: string | undefined };

export type SiteAnswer<T> = { ok: true; value: T } | { ok: false; error: string };

/** `newsletterIssue-x` for the draft `drafts.newsletterIssue-x` too: the site knows issues by their published id. */
export const publishedId = (id: string) => id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");

// The browser tells a site that is down from one that refuses this Studio's origin (CORS) in no way a page can read.
const unreachable = (origin: string) =>
  `No hemos podido conectar con el sitio (${origin}). Comprueba que está en marcha y que admite llamadas desde este Studio.`;

async function askSite<T>(
  { origin, token }: Site,
  path: string,
  init: RequestInit,
  isAnswer: (body: unknown) => body is T,
): Promise<SiteAnswer<T>> {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(`${origin}${path}`, { ...init, headers, cache: "no-store" });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    return { ok: false, error: unreachable(origin) };
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok && isAnswer(body)) return { ok: true, value: body };
  const message = (body as { error?: unknown } | undefined)?.error;
  if (typeof message === "string" && message) return { ok: false, error: message };
  return {
    ok: false,
    error: `El sitio (${origin}) respondió con un error (${response.status}). Vuelve a intentarlo en unos minutos.`,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function isRenderedEmail(body: unknown): body is RenderedEmail {
  return (
    isRecord(body) &&
    typeof body.subject === "string" &&
    typeof body.html === "string" &&
    typeof body.text === "string" &&
    typeof body.changes === "number" &&
    typeof body.guides === "number"
  );
}

function isSendReport(body: unknown): body is SendReport {
  return (
    isRecord(body) &&
    SEND_STATES.includes(body.state as SendState) &&
    ["readers", "queued", "sent", "failed", "skipped"].every((count) => typeof body[count] === "number")
  );
}

/** What the site would send for these fields now, from its change log and guides. */
export function renderEmail(site: Site, fields: IssueFields, signal?: AbortSignal) {
  const { subject, intro, periodStart, periodEnd } = fields;
  return askSite(
    site,
    "/api/boletin/vista",
    {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ subject, intro, periodStart, periodEnd }),
      signal,
    },
    isRenderedEmail,
  );
}

/** Where the sending of issue `documentId` stands, and how many confirmed readers an approval would reach now. */
export function sendReport(site: Site, documentId: string, signal?: AbortSignal) {
  return askSite(site, `/api/boletin/informe/${encodeURIComponent(publishedId(documentId))}`, { signal }, isSendReport);
}
