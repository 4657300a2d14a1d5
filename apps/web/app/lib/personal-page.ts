// Headers of the pages that are about one visitor rather than the same for everyone: the newsletter page once a
// sign-up was posted (it shows the typed address) and the pages behind the newsletter e-mail's links (a personal
// token in the URL). Never stored by a cache, and in a browsing context group of their own.
//
// Cross-Origin-Opener-Policy is sent here only (docs/decisions/011-cross-origin-opener-policy-where-it-matters.md):
// on a public page, the same for every visitor, it protects nothing a cross-origin opener could learn, and in a
// fresh tab it costs a renderer process swap inside the load (about 200 ms of Total Blocking Time in Lighthouse).

/** `Cache-Control: no-store` and `Cross-Origin-Opener-Policy: same-origin`. */
export const PERSONAL_PAGE_HEADERS = {
  "Cache-Control": "no-store",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;
