// The site's domain rules and vocabulary, shared by the Studio, the dataset validator, the web app and the scripts.
// NOTE: no imports outside this package (no Sanity, no Node built-ins) but jsdiff, plain JavaScript with no
// dependencies of its own, so every runtime can load it as is.
export * from "./authors.ts";
export * from "./casino.ts";
export * from "./change-log.ts";
export * from "./change-text.ts";
export * from "./content.ts";
export * from "./dates.ts";
export * from "./games.ts";
export * from "./licence-claims.ts";
export * from "./limits.ts";
export * from "./links.ts";
export * from "./newsletter-issues.ts";
export * from "./offers.ts";
export * from "./operator-facts.ts";
export * from "./payment-pages.ts";
export * from "./ranking.ts";
export * from "./rating.ts";
export * from "./routes.ts";
export * from "./safety-cap.ts";
export * from "./sanction-cap.ts";
export * from "./slugs.ts";
export * from "./vocabulary.ts";
export * from "./wagering.ts";
