// Which Sanity project and dataset the Studio and the CLI talk to. SANITY_STUDIO_* variables are read from the
// environment (or studio/.env) and inlined into the browser bundle at build time; the placeholders below let the
// Studio build and the schema/type generation run without a real project.
// NOTE: reference them as `process.env.SANITY_STUDIO_…` literally; dynamic access is not replaced in the bundle.
export const projectId = process.env.SANITY_STUDIO_PROJECT_ID || "casinolupa";
export const dataset = process.env.SANITY_STUDIO_DATASET || "production";
/** The site the Presentation tool previews (its preview link, /api/vista-previa); the local site by default. */
export const previewOrigin = process.env.SANITY_STUDIO_PREVIEW_ORIGIN || "http://localhost:3000";
