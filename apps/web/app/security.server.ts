// Security headers on every response. The Content-Security-Policy is set where the response is made: with a
// per-request nonce for documents (entry.server.tsx), without one for everything else (root middleware and
// static files), so a response never carries two policies. Cross-Origin-Opener-Policy is not among them: only
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

/** Only our own origin: no third-party script, style, font, image or connection, ever. */
export function contentSecurityPolicy(nonce?: string): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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
