// Editors' preview: their drafts on the real pages, entered only through the Studio's signed, expiring preview
// link (Sanity's preview URL secret: the Presentation tool writes a random secret into the dataset and opens
// /api/vista-previa?sanity-preview-secret=…; we read it back with a token and accept it once). A valid link sets
// a session cookie signed by this server; requests that carry a valid one are rendered from the `drafts`
// perspective, past the page cache, `no-store` and `noindex` (server/app.ts). Everyone else is served exactly as
// before: no cookie, no draft, the same bytes. See docs/decisions/022-preview-drafts-behind-a-signed-session.md.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { ServerResponse } from "node:http";
import { type ContentClient, createContentClient } from "@casinolupa/content";
import { APP_SEGMENTS, PREVIEW_SEGMENTS } from "@casinolupa/domain";
import { createClient } from "@sanity/client";
import { validatePreviewUrl } from "@sanity/preview-url-secret";
import { previewContentSecurityPolicy } from "./security.server";

/** Starts with `sanity-preview`, which the CDN passes to the origin uncached (deploy/varnish.vcl). */
export const PREVIEW_COOKIE = "sanity-preview-session";
/** An editor's session lasts an hour, as long as the Studio's secret is valid; the Studio then opens a new link. */
export const PREVIEW_SESSION_SECONDS = 60 * 60;

export const PREVIEW_ENABLE_PATH = `/${APP_SEGMENTS.api}/${PREVIEW_SEGMENTS.enable}`;
export const PREVIEW_DISABLE_PATH = `/${APP_SEGMENTS.api}/${PREVIEW_SEGMENTS.disable}`;

export type PreviewSession = {
  /** Unix time, in seconds, after which the cookie is refused. */
  expiresAt: number;
  /** The Studio that opened it (recorded by the Studio with the secret): the only origin that may frame the preview. */
  studioOrigin: string;
};

export type PreviewConfig = {
  projectId?: string;
  dataset: string;
  apiVersion: string;
  token?: string;
  apiHost?: string;
  imageOrigin?: string;
};

export type EnterResult =
  | { ok: true; redirectTo: string; session: PreviewSession }
  | { ok: false; reason: "invalid" | "replayed" };

export type Preview =
  | { available: false; reason: string }
  | {
      available: true;
      /** The session a Cookie header carries, if its signature holds and it has not expired. */
      sessionFrom(cookieHeader: string | undefined | null, now?: number): PreviewSession | null;
      /** The Set-Cookie value that opens `session`. */
      cookieFor(session: PreviewSession): string;
      /**
       * Checks the Studio's preview link: its secret must be in the dataset, younger than Sanity's hour, and never
       * used before (`useOnce` answers false for a secret seen before, by any process).
       */
      enter(
        url: string,
        useOnce: (key: string, expiresAt: Date) => Promise<boolean>,
        now?: number,
      ): Promise<EnterResult>;
      /** The content client of preview requests: drafts, read with the token, never cached between requests. */
      content(studioOrigin: string): ContentClient;
    };

/**
 * The cookie's attributes. The Studio frames the site from another site (sanity.studio, or another port's origin
 * for a local Studio), so the cookie must be sent in a cross-site frame: `SameSite=None`, which needs `Secure`
 * (browsers accept it on http://localhost too), and `Partitioned`, kept for that Studio's frames only, so that it
 * works where third-party cookies are blocked.
 */
const COOKIE_ATTRIBUTES = "Path=/; HttpOnly; Secure; SameSite=None; Partitioned";

/** The Set-Cookie value that ends a session (any, valid or not). */
export function clearedCookie(): string {
  return `${PREVIEW_COOKIE}=; Max-Age=0; ${COOKIE_ATTRIBUTES}`;
}

/**
 * A path of ours to go back to: `/something`, never `//host` or a URL. The parsed result is checked, not the text:
 * dot segments and encodings turn `/..//evil.example` or `/%2e%2e//evil.example` into `//evil.example`, which a
 * browser reads as another host.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith("/")) return "/";
  const base = "http://site.invalid";
  try {
    const url = new URL(value, base);
    const path = url.pathname + url.search;
    if (url.origin !== base || path.startsWith("//") || path.includes("\\")) return "/";
    return path;
  } catch {
    return "/";
  }
}

const base64url = (text: string) => Buffer.from(text).toString("base64url");

export function createPreview(config: PreviewConfig, imageBaseUrl: string): Preview {
  if (!config.projectId)
    return {
      available: false,
      reason:
        "Este sitio lee el conjunto de datos guardado en el repositorio, sin proyecto de Sanity, así que no hay borradores que mostrar.",
    };
  if (!config.token)
    return {
      available: false,
      reason:
        "Falta el token de lectura de borradores (SANITY_PREVIEW_TOKEN) en el servidor, así que el sitio no puede leer los borradores del proyecto.",
    };
  const { projectId, token } = config;
  // The cookie's key is derived from the token: whoever could forge a session could read the drafts anyway, and
  // revoking the token ends every session. Every process behind the load balancer derives the same key.
  const key = createHmac("sha256", token).update("casinolupa preview session v1").digest();
  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");
  const sanity = createClient({
    projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    token,
    useCdn: false,
    maxRetries: 1,
    timeout: 5_000,
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
  });
  const clients = new Map<string, ContentClient>();

  return {
    available: true,
    sessionFrom(cookieHeader, now = Date.now()) {
      const value = cookieHeader
        ?.split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`))
        ?.slice(PREVIEW_COOKIE.length + 1);
      const [expires, origin, signature, ...rest] = value?.split(".") ?? [];
      if (!expires || !origin || !signature || rest.length > 0) return null;
      const expected = Buffer.from(sign(`${expires}.${origin}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expiresAt = Number(expires);
      if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 <= now) return null;
      return { expiresAt, studioOrigin: Buffer.from(origin, "base64url").toString() };
    },
    cookieFor(session) {
      const payload = `${session.expiresAt}.${base64url(session.studioOrigin)}`;
      return `${PREVIEW_COOKIE}=${payload}.${sign(payload)}; Max-Age=${PREVIEW_SESSION_SECONDS}; ${COOKIE_ATTRIBUTES}`;
    },
    async enter(url, useOnce, now = Date.now()) {
      const result = await validatePreviewUrl(sanity, url);
      if (!result.isValid || !result.studioOrigin) return { ok: false, reason: "invalid" };
      const secret = new URL(url).searchParams.get("sanity-preview-secret") ?? "";
      const once = createHash("sha256").update(`preview-secret\u0000${secret}`).digest("hex");
      // The secret is at most an hour old when accepted, so it cannot be accepted again after now + an hour.
      const fresh = await useOnce(once, new Date(now + PREVIEW_SESSION_SECONDS * 1000));
      if (!fresh) return { ok: false, reason: "replayed" };
      return {
        ok: true,
        redirectTo: safeReturnPath(result.redirectTo),
        session: { expiresAt: Math.floor(now / 1000) + PREVIEW_SESSION_SECONDS, studioOrigin: result.studioOrigin },
      };
    },
    content(studioOrigin) {
      let client = clients.get(studioOrigin);
      if (!client) {
        client = createContentClient({
          // Every preview request reads the Content Lake again: an editor expects the draft they just typed.
          ttlMs: 1,
          imageBaseUrl,
          source: {
            kind: "live",
            projectId,
            dataset: config.dataset,
            apiVersion: config.apiVersion,
            token,
            apiHost: config.apiHost,
            imageOrigin: config.imageOrigin,
            perspective: "drafts",
            stegaStudioUrl: studioOrigin,
          },
          // No fallback: a preview shows the editor's content or fails, never the committed dataset.
        });
        // Bounded: one client per Studio origin, and sessions come only from signed cookies.
        if (clients.size < 8) clients.set(studioOrigin, client);
      }
      return client;
    },
  };
}

/**
 * An editor's preview answer: never kept by a browser, a CDN or a search engine, and framed only by the Studio that
 * opened the session (`res` carries the visitors' security headers; the frame rules are replaced).
 */
export function previewAnswer(res: ServerResponse, response: Response, session: PreviewSession, policy: string) {
  res.removeHeader("X-Frame-Options");
  res.setHeader("Content-Security-Policy", previewContentSecurityPolicy(policy, session.studioOrigin));
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  headers.set("X-Robots-Tag", "noindex, nofollow");
  return new Response(response.body, { status: response.status, headers });
}
