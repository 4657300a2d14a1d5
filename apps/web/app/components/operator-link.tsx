import { formatRating, MIN_RECOMMENDED_RATING } from "@casinolupa/domain";
import { clsx } from "clsx";
import { href } from "react-router";
import { Icon } from "./icon";
import { Link } from "./site-link";

/** Where a play button leads: through our click counter (routes/website/outbound.tsx) to the operator. */
export function outboundPath(casinoSlug: string): string {
  return `/ir/${encodeURIComponent(casinoSlug)}`;
}

/**
 * A link to an operator's site. Every such link is an affiliate link, so it is advertising: it carries a visible
 * «Publicidad» label (part of its accessible name too), opens in a new tab and is marked sponsored for search
 * engines. Put `AffiliateDisclosure` near it. Play buttons pass `outboundPath(slug)`, so the click is counted on
 * its way to the operator; links inside running text pass `inline` for a lighter label.
 */
export function OperatorLink({
  href,
  children,
  className = "btn-primary",
  inline = false,
}: {
  href: string;
  children: React.ReactNode;
  className?: string;
  inline?: boolean;
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
      {inline ? (
        <span className="text-[0.75em] font-normal"> (publicidad)</span>
      ) : (
        <span className="ml-1 rounded-sm border border-current px-1 py-px text-[0.625rem] leading-none font-bold tracking-wide uppercase">
          Publicidad
        </span>
      )}
      <Icon name="external" />
      <span className="sr-only">(se abre en una pestaña nueva)</span>
    </a>
  );
}

/**
 * Said where the play button of an operator scored under 7,0 would be: it has no link to the operator, and why
 * (mayLinkToOperator in @casinolupa/domain; docs/decisions/035-no-affiliate-link-under-7.md).
 */
export function NotRecommendedNote({ name, className }: { name: string; className?: string }) {
  return (
    <p className={clsx("text-sm text-ink-soft", className)} data-testid="not-recommended">
      Sin enlace a {name}: con una nota por debajo de {formatRating(MIN_RECOMMENDED_RATING)} no lo recomendamos frente a
      otros operadores con licencia (
      <Link to={href("/como-puntuamos")} className="underline">
        cómo puntuamos
      </Link>
      ).
    </p>
  );
}

/** The short affiliate notice that sits near operator links; its text comes from the site settings. */
export function AffiliateDisclosure({ text, className = "" }: { text: string | null | undefined; className?: string }) {
  if (!text) return null;
  return <p className={clsx("text-xs text-muted", className)}>{text}</p>;
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
      <Icon name="external" className="ml-0.5 inline size-3.5 align-baseline" />
      <span className="sr-only">(se abre en una pestaña nueva)</span>
    </a>
  );
}
