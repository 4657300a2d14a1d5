import { ExternalIcon } from "./icons";

/** Where a play button leads: through our click counter (routes/website/outbound.tsx) to the operator. */
export function outboundPath(casinoSlug: string): string {
  return `/ir/${encodeURIComponent(casinoSlug)}`;
}

/**
 * A link to an operator's site. Every such link is an affiliate link: it opens in a new
 * tab and is marked sponsored, so search engines and visitors know. Put `AffiliateDisclosure` near it.
 * Play buttons pass `outboundPath(slug)`, so the click is counted on its way to the operator.
 */
export function OperatorLink({
  href,
  children,
  className = "btn-primary",
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="sponsored nofollow noopener noreferrer"
      className={className}
      data-operator-link
    >
      {children}
      <ExternalIcon />
      <span className="sr-only">(se abre en una pestaña nueva)</span>
    </a>
  );
}

/** The short affiliate notice that sits near operator links; its text comes from the site settings. */
export function AffiliateDisclosure({ text, className = "" }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return <p className={`text-xs text-muted ${className}`}>{text}</p>;
}

/** External, non-operator links (regulator, help organisations): new tab, no referrer. */
export function ExternalLink({
  href,
  children,
  className,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <ExternalIcon className="ml-0.5 inline size-3.5 align-baseline" />
      <span className="sr-only">(se abre en una pestaña nueva)</span>
    </a>
  );
}
