/** The size every casino logo in the dataset is drawn at; used when an image's dimensions are unknown. */
const LOGO_SIZE = { width: 240, height: 80 };

export type LogoImage = { alt: string; url: string; width: number | null; height: number | null } | null;

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
