import { PAYMENT_PAGE_SEGMENTS } from "./payment-pages.ts";

// The site's static URL segments, declared once. apps/web/app/routes.ts mounts them; document slugs may not take
// them (casinos, game pages and pages all live at the top level, /bet365, /ruleta-online, /ayuda).

/** Top-level segments the app serves from code. No document slug may take one. */
export const APP_SEGMENTS = {
  comparison: "comparacion",
  changeLog: "cambios",
  changeLogFeed: "cambios.xml",
  search: "search",
  bonusCalculator: "calculadora-bonos",
  authors: "autores",
  outbound: "ir",
  newsletter: "newsletter",
  sitemap: "sitemap.xml",
  robots: "robots.txt",
  contentImages: "content-images",
  api: "api",
  healthz: "healthz",
  readyz: "readyz",
} as const;

/**
 * Top-level segments with their own route that render the `page` document of the same slug. A page may take one
 * (that is how it is published); a casino or game page may not, its route would never be reached.
 */
export const PAGE_SEGMENTS = {
  ratingMethod: "como-puntuamos",
  responsibleGambling: "guia-juego-responsable",
  terms: "terminos-condiciones",
  privacy: "politica-privacidad",
  legalNotice: "aviso-legal",
  help: "ayuda",
} as const;

/** The steps of the newsletter's double opt-in, under /newsletter. */
export const NEWSLETTER_SEGMENTS = {
  confirm: "confirmar",
  unsubscribe: "baja",
} as const;

/** The Sanity webhook's path under /api. */
export const WEBHOOK_SEGMENT = "sanity-webhook";

/** Editors' preview under /api: the Studio's signed entry link, and the way out. */
export const PREVIEW_SEGMENTS = {
  enable: "vista-previa",
  disable: "salir-vista-previa",
} as const;

/** The newsletter issue endpoints the Studio calls, under /api/boletin: the rendered view and the send report. */
export const NEWSLETTER_ISSUE_SEGMENTS = {
  base: "boletin",
  view: "vista",
  report: "informe",
} as const;

/** Documents published at `/<slug>`; their slugs share one namespace. */
export const ROUTED_DOCUMENT_TYPES = ["casino", "gamePage", "page"] as const;
export type RoutedDocumentType = (typeof ROUTED_DOCUMENT_TYPES)[number];

/** Every segment no casino or game page may take: the app's, the pages' and the payment-method pages'. */
export const RESERVED_SLUGS: readonly string[] = [
  ...Object.values(APP_SEGMENTS),
  ...Object.values(PAGE_SEGMENTS),
  ...PAYMENT_PAGE_SEGMENTS,
];

/** The segments a document of `type` may not take: a page may hold a page route, never an app route. */
export function reservedSlugsFor(type: string | undefined): readonly string[] {
  return type === "page" ? [...Object.values(APP_SEGMENTS), ...PAYMENT_PAGE_SEGMENTS] : RESERVED_SLUGS;
}

/** Every path the app serves from code (not from a document's slug), "/" included. */
export const APP_PATHS: readonly string[] = [
  "/",
  ...Object.values(APP_SEGMENTS).map((segment) => `/${segment}`),
  ...Object.values(NEWSLETTER_SEGMENTS).map((segment) => `/${APP_SEGMENTS.newsletter}/${segment}`),
  ...PAYMENT_PAGE_SEGMENTS.map((segment) => `/${segment}`),
];
