import type { ComparisonQueryResult } from "@casinolupa/content";

/** The size every casino logo in the dataset is drawn at; used when an image's dimensions are unknown. */
const LOGO_SIZE = { width: 240, height: 80 };

/** A casino logo as the queries project it (imageFields); the same shape in every query that has one. */
export type LogoImage = ComparisonQueryResult["casinos"][number]["logo"] | null;

/**
 * A casino's logo from our own origin, with its intrinsic size set so the layout does not shift. Lazy and of low
 * priority everywhere, the first screen included: the browser asks for it once the page is laid out, so it still
 * comes at once, but no longer beside the stylesheet the first paint waits for, and the text a visitor reads
 * first (every page's largest paint) never waits for a logo (docs/decisions/008-serving-under-load.md).
 */
export function CasinoLogo({ logo, className }: { logo: LogoImage; className: string }) {
  if (!logo) return null;
  return (
    <img
      src={logo.url}
      alt={logo.alt}
      width={logo.width ?? LOGO_SIZE.width}
      height={logo.height ?? LOGO_SIZE.height}
      className={className}
      loading="lazy"
      fetchPriority="low"
      decoding="async"
    />
  );
}
