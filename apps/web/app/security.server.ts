// Security headers on every response. The Content-Security-Policy is set where the response is made: with a
// per-request nonce for documents (entry.server.tsx), without one for everything else (root middleware and
// static files), so a response never carries two policies.
export function securityHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy":
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=()",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    ...(production ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload" } : {}),
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

/**
 * The server copies the connection's peer address into this request header for the app (React Router's
 * request has no socket). Whatever a client sends under this name is overwritten.
 */
export const PEER_ADDRESS_HEADER = "x-casinolupa-peer-address";
