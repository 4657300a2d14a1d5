// Where a link in content may point: https:// URLs, mailto:, tel: and paths inside the site.

/** An absolute `https://` URL with a host and no credentials. */
export function isHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === "https:" && url.hostname.length > 0 && !url.username && !url.password;
}

/** A path inside the site: starts with one "/" (not "//", which would be another host) and has no spaces. */
export function isInternalPath(value: string): boolean {
  return /^\/(?!\/)\S*$/.test(value);
}

const MAILTO_PATTERN = /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TEL_PATTERN = /^tel:\+?[0-9][0-9 ().-]{2,}$/;

/** Where a link in content may point: `https://…`, `mailto:…`, `tel:…` or an internal path such as `/comparacion`. */
export function isValidHref(value: string): boolean {
  return isHttpsUrl(value) || isInternalPath(value) || MAILTO_PATTERN.test(value) || TEL_PATTERN.test(value);
}

/** Spanish message for an invalid link, shared by every `href` field. */
export const HREF_MESSAGE =
  "El enlace debe empezar por https://, mailto: o tel:, o ser una ruta interna que empiece por «/» (por ejemplo, /comparacion).";
