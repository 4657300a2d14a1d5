// Content images as components want them: a URL on our origin with its intrinsic size (so the browser can
// reserve space and avoid layout shift), or nothing at all.
export type SiteImage = { url: string; width: number; height: number; alt: string };

type QueriedImage = { alt?: string | null; url: string | null; width: number | null; height: number | null };

export function siteImage(image: QueriedImage | null | undefined): SiteImage | null {
  if (!image?.url || !image.width || !image.height) return null;
  return { url: image.url, width: image.width, height: image.height, alt: image.alt ?? "" };
}
