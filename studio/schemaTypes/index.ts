// Every schema type of the Studio, by kind. Order matters only for readability: documents as the editors meet
// them, then the fixed-id ones, then the objects they are built from.
import { author } from "./documents/author";
import { casino } from "./documents/casino";
import { faq } from "./documents/faq";
import { gamePage } from "./documents/game-page";
import { newsletterIssue } from "./documents/newsletter-issue";
import { page } from "./documents/page";
import { paymentMethodPage } from "./documents/payment-method-page";
import { callout } from "./objects/callout";
import { cta } from "./objects/cta";
import { externalResource } from "./objects/external-resource";
import { gallery } from "./objects/gallery";
import { helpLine } from "./objects/help-line";
import { imageCard } from "./objects/image-card";
import { licence } from "./objects/licence";
import { licenceNumber } from "./objects/licence-number";
import { link } from "./objects/link";
import { openingHours } from "./objects/opening-hours";
import { ratingBreakdown } from "./objects/rating-breakdown";
import { richText } from "./objects/rich-text";
import { sanction } from "./objects/sanction";
import { section } from "./objects/section";
import { seo } from "./objects/seo";
import { source } from "./objects/source";
import { support } from "./objects/support";
import { table } from "./objects/table";
import { tableRow } from "./objects/table-row";
import { withdrawalTime } from "./objects/withdrawal-time";
import { faqList } from "./singletons/faq-list";
import { siteSettings } from "./singletons/site-settings";

export const documentTypes = [casino, author, gamePage, paymentMethodPage, faq, page, newsletterIssue];

/** Documents with fixed ids: the site settings and one FAQ list per page. Edited and published, never created. */
export const singletonTypes = [siteSettings, faqList];

export const objectTypes = [
  richText,
  seo,
  licence,
  licenceNumber,
  sanction,
  source,
  ratingBreakdown,
  withdrawalTime,
  cta,
  table,
  tableRow,
  callout,
  section,
  imageCard,
  gallery,
  helpLine,
  link,
  externalResource,
  openingHours,
  support,
];

export const schemaTypes = [...documentTypes, ...singletonTypes, ...objectTypes];

/** The names of the fixed-id types, which sanity.config.ts keeps out of the create menus and actions. */
export const SINGLETON_TYPE_NAMES: ReadonlySet<string> = new Set(singletonTypes.map((type) => type.name));
