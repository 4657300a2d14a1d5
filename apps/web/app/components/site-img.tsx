// A content image (lib/image.ts) as an <img>: our origin's URL, its alt text and its intrinsic size, so that the
// browser reserves its space before it loads; nothing when the editors gave none. Safe in islands: it imports no
// other component.
import type { ImgHTMLAttributes } from "react";
import type { SiteImage } from "../lib/image";

type SiteImgProps = {
  image: SiteImage | null;
  /** Below the fold: load it only as it nears the screen. */
  lazy?: boolean;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading">;

export function SiteImg({ image, lazy = false, ...attributes }: SiteImgProps) {
  if (!image) return null;
  return (
    <img
      src={image.url}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
      {...attributes}
    />
  );
}
