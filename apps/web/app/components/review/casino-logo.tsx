import type { ComparisonQueryResult } from "@casinolupa/content";

/** The size every casino logo in the dataset is drawn at; used when an image's dimensions are unknown. */
const LOGO_SIZE = { width: 240, height: 80 };

/** A casino logo as the queries project it (imageFields); the same shape in every query that has one. */
export type LogoImage = ComparisonQueryResult["casinos"][number]["logo"] | null;

/** A casino's logo from our own origin, with its intrinsic size set so the layout does not shift. */
export function CasinoLogo({ logo, className, lazy = false }: { logo: LogoImage; className: string; lazy?: boolean }) {
  if (!logo) return null;
  return (
    <img
      src={logo.url}
      alt={logo.alt}
      width={logo.width ?? LOGO_SIZE.width}
      height={logo.height ?? LOGO_SIZE.height}
      className={className}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
}
