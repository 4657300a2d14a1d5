// Rules for the blocks editors place on pages: FAQs, callouts, calls to action and SEO texts.
import { isInternalPath } from "./links.ts";

/**
 * The pages with a list of frequently asked questions: home, the help centre (/ayuda) and the responsible-gambling
 * guide. Each has one `faqList` document, `faqList-<placement>`, whose order is the page's (decision 021).
 */
export const FAQ_PLACEMENTS = ["home", "ayuda", "guia"] as const;
export type FaqPlacement = (typeof FAQ_PLACEMENTS)[number];

/** The fixed id of a page's FAQ list. */
export function faqListId(placement: FaqPlacement): `faqList-${FaqPlacement}` {
  return `faqList-${placement}`;
}

/**
 * Questions a page shows at most: home's accordion has ten (the spec), the help centre and the guide fewer. The
 * Studio warns past this number; the rest of a list stays out of the page and of the search.
 */
export const FAQS_PER_PAGE = 10;

export const CALLOUT_TONES = ["info", "warning"] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

export const CTA_TARGETS = ["comparison", "operator", "page"] as const;
export type CtaTarget = (typeof CTA_TARGETS)[number];

export interface CtaLike {
  target?: string | null;
  path?: string | null;
  casino?: { _ref?: string } | null;
}

/**
 * A call to action needs what its target needs: `page` an internal path, `operator` a casino.
 * Returns a Spanish message, or `undefined` when the button is complete.
 */
export function ctaProblem(cta: CtaLike | null | undefined): string | undefined {
  if (!cta) return undefined;
  if (cta.target === "page") {
    if (!cta.path) return "Un botón a una página necesita la ruta interna (por ejemplo, /ruleta-online).";
    if (!isInternalPath(cta.path)) return "La ruta debe ser interna y empezar por «/» (por ejemplo, /ruleta-online).";
  }
  if (cta.target === "operator" && !cta.casino?._ref) {
    return "Un botón al operador necesita el casino al que enlaza.";
  }
  return undefined;
}

/** SEO lengths: Google truncates longer titles and descriptions in results. */
export const SEO_TITLE_MAX_LENGTH = 60;
export const SEO_DESCRIPTION_MIN_LENGTH = 120;
export const SEO_DESCRIPTION_MAX_LENGTH = 160;
