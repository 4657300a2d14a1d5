// Decides how a link written in content is rendered. Internal paths stay in the app; contact links are plain;
// public-interest sites (regulator, health ministry, help organisations) are ordinary external links; every
// other outside host is treated as an operator, so it is marked sponsored even when an
// editor forgets to say so. Pure, so it is unit-tested (link-kind.test.ts).

/** Sites we link to in the public interest: never sponsored. Subdomains count (www., sede., ...). */
export const PUBLIC_INTEREST_DOMAINS = [
  "ordenacionjuego.es",
  "jugarbien.es",
  "sanidad.gob.es",
  "aepd.es",
  "fejar.org",
  "boe.es",
  // The Lower-Risk Gambling Guidelines, a public-health source (Canadian Centre on Substance Use and Addiction).
  "gamblingguidelines.ca",
  "ccsa.ca",
] as const;

/** Our own site written as an absolute URL still renders as an in-app link. */
const OWN_DOMAINS = ["casinolupa.es"] as const;

export type LinkKind =
  /** A path on this site: rendered with React Router's <Link>. */
  | { kind: "internal"; to: string }
  /** A jump within the current page (#id). */
  | { kind: "anchor"; href: string }
  /** mailto: or tel:, a plain link. */
  | { kind: "contact"; href: string }
  /** A public-interest site: new tab, rel="noopener noreferrer". */
  | { kind: "external"; href: string }
  /** Any other outside site, assumed to be an operator: new tab, rel="sponsored nofollow noopener noreferrer". */
  | { kind: "sponsored"; href: string }
  /** Empty, malformed or unsafe (javascript:, data:...): rendered as plain text. */
  | { kind: "invalid" };

function hostMatches(host: string, domains: readonly string[]): boolean {
  const bare = host.toLowerCase().replace(/\.$/, "");
  return domains.some((domain) => bare === domain || bare.endsWith(`.${domain}`));
}

export function isPublicInterestHost(host: string): boolean {
  return hostMatches(host, PUBLIC_INTEREST_DOMAINS);
}

export function classifyLink(rawHref: string | null | undefined): LinkKind {
  const href = rawHref?.trim() ?? "";
  if (!href) return { kind: "invalid" };
  if (href.startsWith("#")) return href.length > 1 ? { kind: "anchor", href } : { kind: "invalid" };
  // "/path" is ours; "//host/path" is a protocol-relative URL to another site.
  if (href.startsWith("/") && !href.startsWith("//")) return { kind: "internal", to: href };

  let url: URL;
  try {
    url = new URL(href.startsWith("//") ? `https:${href}` : href);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol === "mailto:" || url.protocol === "tel:") return { kind: "contact", href };
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "invalid" };
  if (!url.hostname) return { kind: "invalid" };
  if (hostMatches(url.hostname, OWN_DOMAINS))
    return { kind: "internal", to: `${url.pathname}${url.search}${url.hash}` };
  if (isPublicInterestHost(url.hostname)) return { kind: "external", href: url.href };
  return { kind: "sponsored", href: url.href };
}
