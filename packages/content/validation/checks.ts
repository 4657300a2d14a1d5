// The checks, in the order their problems are reported. A new rule: a file in rules/ and one line here.
import { MIN_PROS_AND_CONS } from "@casinolupa/domain";
import type { Check } from "./dataset.ts";
import { arrayKeys } from "./rules/array-keys.ts";
import { bonusFairness } from "./rules/bonus-fairness.ts";
import { casinoAmounts } from "./rules/casino-amounts.ts";
import { casinoCount } from "./rules/casino-count.ts";
import { casinoRanks } from "./rules/casino-rank.ts";
import { casinoRatings } from "./rules/casino-rating.ts";
import { ctas } from "./rules/cta.ts";
import { dates } from "./rules/dates.ts";
import { documentIds } from "./rules/document-ids.ts";
import { imageAlts } from "./rules/image-alt.ts";
import { imageFiles } from "./rules/image-files.ts";
import { licences } from "./rules/licences.ts";
import { links } from "./rules/links.ts";
import { operatorFacts } from "./rules/operator-facts.ts";
import { placeholders } from "./rules/placeholders.ts";
import { playUrls } from "./rules/play-url.ts";
import { spanMarks } from "./rules/portable-text-marks.ts";
import { prosAndCons } from "./rules/pros-and-cons.ts";
import { ratingBreakdowns } from "./rules/rating-breakdown.ts";
import { references } from "./rules/references.ts";
import { safetyCaps, sanctionCaps } from "./rules/safety-cap.ts";
import { seoLengths } from "./rules/seo-length.ts";
import { uniqueSeo } from "./rules/seo-unique.ts";
import { slugShapes } from "./rules/slug-shape.ts";
import { uniqueSlugs } from "./rules/slug-unique.ts";
import { withdrawalTimes } from "./rules/withdrawal-time.ts";

export const checks: Check[] = [
  {
    rule: "schema",
    description:
      "the document type exists; required fields are present and not empty; every value has the schema's type; " +
      "no unknown fields (reported as document-type, required, type and unknown-field)",
    run: (dataset) => dataset.conformance.findings,
  },
  { rule: "document-ids", description: "ids are unique, have no dots and follow <type>-<slug>", run: documentIds },
  { rule: "array-keys", description: "every object in an array has a _key, unique within the array", run: arrayKeys },
  { rule: "references", description: "references point to an existing document of the right type", run: references },
  { rule: "image-files", description: "every image points to a file in dataset/images", run: imageFiles },
  { rule: "image-alt", description: "every image has a Spanish alternative text", run: imageAlts },
  { rule: "casino-count", description: "at least one casino is ranked (any number of casinos)", run: casinoCount },
  {
    rule: "casino-rank",
    description: "rank is not stored (computed from the ratings); a casino «no clasificado» has its reason and date",
    run: casinoRanks,
  },
  { rule: "casino-rating", description: "rating and sub-scores are 0-10 with one decimal", run: casinoRatings },
  {
    rule: "bonus-fairness",
    description: "the «Bonos justos» sub-score is not stored: the published formula computes it from the bonus terms",
    run: bonusFairness,
  },
  {
    rule: "safety-cap",
    description:
      "«Seguridad y licencia» is at most the published cap while the licensee or licence numbers are «sin verificar»",
    run: safetyCaps,
  },
  {
    rule: "sanction-cap",
    description:
      "«Juego responsable» is at most the published cap for three years after a fine for letting people barred from gambling play",
    run: sanctionCaps,
  },
  {
    rule: "rating-breakdown",
    description: "rating is the weighted breakdown, with «Bonos justos» from the bonus terms, rounded",
    run: ratingBreakdowns,
  },
  { rule: "casino-amounts", description: "money and multiples are not negative", run: casinoAmounts },
  { rule: "withdrawal-time", description: "minimum hours not above maximum", run: withdrawalTimes },
  { rule: "play-url", description: "playUrl is an https:// URL", run: playUrls },
  { rule: "licences", description: "exactly one DGOJ licence, with reference and check date", run: licences },
  {
    rule: "operator-facts",
    description:
      "licensee, DGOJ licence numbers and owner present or marked «sin verificar»; at least one https source with " +
      "a check date not in the future; sanctions with date, amount, reason and https source",
    run: (dataset) => operatorFacts(dataset),
  },
  { rule: "pros-and-cons", description: `at least ${MIN_PROS_AND_CONS} pros and cons`, run: prosAndCons },
  { rule: "slug-shape", description: "slugs are lowercase-words-with-hyphens, not a reserved route", run: slugShapes },
  { rule: "slug-unique", description: "slugs are unique across casinos, game pages and pages", run: uniqueSlugs },
  { rule: "seo-length", description: "SEO title <= 60 and description <= 160 characters", run: seoLengths },
  { rule: "seo-unique", description: "SEO titles and descriptions are unique", run: uniqueSeo },
  { rule: "cta", description: "a call to action has what its target needs", run: ctas },
  { rule: "links", description: "links are https:, mailto:, tel: or an existing internal route", run: links },
  { rule: "portable-text-marks", description: "span marks are decorators or defined annotations", run: spanMarks },
  { rule: "dates", description: "dates are YYYY-MM-DD, timestamps ISO 8601", run: dates },
  { rule: "placeholders", description: "no placeholder text", run: placeholders },
];
