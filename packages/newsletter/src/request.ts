// What the sign-up reads from the HTTP request itself: where it was sent from (cross-site check)
// and the client's address (consent evidence and rate limits).
import { isIP } from "node:net";

/** Just the headers of a Request (a Fetch `Headers`, or anything with `get`). */
export type HeaderReader = { get(name: string): string | null };

export type OriginCheck =
  | { ok: true; via: "origin" | "sec-fetch-site" }
  | { ok: false; reason: "foreign-origin" | "opaque-origin" | "cross-site-fetch" | "no-origin" };

/**
 * Whether a POST comes from a page of the site itself: the check against cross-site request forgery.
 * (The site sets no cookies, so there is no session a forged request could ride; what a forged
 * sign-up would steal is the visitor's IP address as false consent evidence.)
 *
 * - `Origin` present: it must equal one of `siteOrigins` exactly (scheme, host and port, compared as
 *   URL origins). `Origin: null` (sandboxed frames, privacy redirects) is refused.
 * - `Origin` absent: `Sec-Fetch-Site` must be `same-origin`. `same-site` is refused (a sibling
 *   subdomain is not this site), as are `cross-site` and `none`.
 * - Both absent: refused. Every current browser sends `Origin` on a form POST, so only non-browser
 *   clients get here, and they can send the header.
 */
export function checkOrigin(headers: HeaderReader, siteOrigins: string | readonly string[]): OriginCheck {
  const origin = headers.get("origin")?.trim();
  if (origin) {
    if (origin === "null") return { ok: false, reason: "opaque-origin" };
    const allowed = (typeof siteOrigins === "string" ? [siteOrigins] : siteOrigins).map(toOrigin);
    return allowed.includes(toOrigin(origin)) ? { ok: true, via: "origin" } : { ok: false, reason: "foreign-origin" };
  }
  const fetchSite = headers.get("sec-fetch-site")?.trim().toLowerCase();
  if (fetchSite === "same-origin") return { ok: true, via: "sec-fetch-site" };
  return { ok: false, reason: fetchSite ? "cross-site-fetch" : "no-origin" };
}

/**
 * The origin a server listening on `host` and `port` is reached at from the same machine: the site's
 * own origin when no public one is configured. Never taken from a request, whose Host header anyone
 * can write. Listening on every interface (0.0.0.0, ::) counts as `localhost`.
 */
export function localOrigin(host: string, port: number): string {
  const name = host.trim().replace(/^\[(.*)\]$/, "$1");
  if (name === "" || name === "0.0.0.0" || name === "::") return `http://localhost:${port}`;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

/**
 * The origin every e-mail's links point to, the confirmation's and the digest's alike: `siteOrigin` (SITE_ORIGIN)
 * when it is set, else the address the server listens on (localOrigin). Never the production origin by default: a
 * staging or fresh deployment would send each reader's tokens to a host where they do not work.
 */
export function serverOrigin({
  siteOrigin,
  host,
  port,
}: {
  siteOrigin?: string | undefined;
  host: string;
  port: number;
}) {
  return siteOrigin?.trim() ? toOrigin(siteOrigin.trim()) : localOrigin(host, port);
}

/** `https://WWW.casinolupa.es:443/x` -> `https://www.casinolupa.es`; unparseable values stay as they are. */
function toOrigin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return value;
  }
}

/**
 * The client's IP address (read from the request, never looked up elsewhere).
 * With `trustedProxies` = 0 (the default) it is the socket's peer, `remoteAddress`. Behind N reverse
 * proxies of our own (a load balancer, a CDN), it is the address the outermost of them saw: the Nth
 * entry from the right of `X-Forwarded-For`. Entries further left are whatever the client wrote, so
 * they are never trusted. Null when there is no valid address.
 */
export function clientAddress(
  headers: HeaderReader,
  { remoteAddress, trustedProxies = 0 }: { remoteAddress?: string | null | undefined; trustedProxies?: number },
): string | null {
  if (trustedProxies <= 0) return normalizeIp(remoteAddress);
  const forwarded = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const entry = forwarded[Math.max(0, forwarded.length - trustedProxies)];
  return normalizeIp(entry) ?? normalizeIp(remoteAddress);
}

/** A valid IP address in its plain form (IPv4-mapped IPv6 as IPv4), or null. */
export function normalizeIp(value: string | null | undefined): string | null {
  if (!value) return null;
  const ip = value.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");
  return isIP(ip) ? ip.toLowerCase() : null;
}

/**
 * What a client is counted as for rate limits: its IPv4 address, or the /64 network of an IPv6
 * address (one household or server usually holds a whole /64, so single addresses would be free
 * to rotate). Clients without an address share one bucket.
 */
export function rateLimitSubject(ip: string | null): string {
  if (ip === null) return "unknown";
  if (isIP(ip) !== 6) return ip;
  return `${expandIpv6(ip).slice(0, 4).join(":")}::/64`;
}

/**
 * The network a client is counted in for the per-network limits: the /24 of an IPv4 address, the /48 of an IPv6
 * one (one site's or one small customer's allocation). Clients without an address share one bucket.
 */
export function networkSubject(ip: string | null): string {
  if (ip === null) return "unknown";
  if (isIP(ip) !== 6) return `${ip.split(".").slice(0, 3).join(".")}.0/24`;
  return `${expandIpv6(ip).slice(0, 3).join(":")}::/48`;
}

function expandIpv6(ip: string): string[] {
  let address = ip.replace(/%.*$/, "");
  // An embedded IPv4 tail (::ffff:1.2.3.4 style) becomes two hextets.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = address.split("::");
  const headParts = head ? head.split(":") : [];
  const tailParts = tail ? tail.split(":") : [];
  const zeros = Array.from({ length: 8 - headParts.length - tailParts.length }, () => "0");
  const parts = tail === undefined ? headParts : [...headParts, ...zeros, ...tailParts];
  return parts.map((part) => Number.parseInt(part || "0", 16).toString(16));
}
