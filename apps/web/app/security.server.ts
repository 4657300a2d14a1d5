// Security headers on every response (server/guards.ts sets them first of all), the Content-Security-Policy
// included: the same for every response, so a cached page is byte for byte the same for every visitor. Its only
// inline scripts are fixed text (the page loader), allowed by their hash. Cross-Origin-Opener-Policy is not among them: only
// the pages about one visitor send it (lib/personal-page.ts, docs/decisions/011-cross-origin-opener-policy-where-it-matters.md).
// Strict-Transport-Security goes out in development too: browsers ignore it on plain HTTP (RFC 6797 8.1), and
// `pnpm dev` then sends exactly what production sends.
export function securityHeaders(): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  };
}

/**
 * Only our own origin: no third-party script, style, font, image or connection, ever; inline scripts only when
 * their text has one of `scriptHashes` (`sha256-…`, browser-entries.server.ts).
 */
export function contentSecurityPolicy(scriptHashes: string[] = []): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes.map((hash) => `'${hash}'`)].join(" "),
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The policy of an editor's preview (never a visitor's page): the Studio at `studioOrigin` may frame it (the
 * Presentation tool), and the visual-editing overlays, which write their own style elements, may style it.
 */
export function previewContentSecurityPolicy(policy: string, studioOrigin: string): string {
  const origin = /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/i.test(studioOrigin) ? studioOrigin : "";
  return policy
    .replace("frame-ancestors 'none'", `frame-ancestors 'self' ${origin}`.trim())
    .replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");
}
