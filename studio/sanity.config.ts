// The CasinoLupa Studio, in Spanish: one workspace with the content schema, a custom structure and the GROQ
// playground.
import { esESLocale } from "@sanity/locale-es-es";
import { visionTool } from "@sanity/vision";
import { defineConfig } from "sanity";
import { structureTool } from "sanity/structure";
import { dataset, projectId } from "./env";
import { SINGLETONS, schemaTypes } from "./schemaTypes";
import { faqByPlacementTemplate } from "./schemaTypes/documents/faq";
import { structure } from "./structure";

const singletonTypes = new Set(Object.keys(SINGLETONS));
// A singleton can be edited and published, never created anew, duplicated or deleted.
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "CasinoLupa",
  projectId,
  dataset,
  // The Studio's own interface in Spanish, not only our field titles.
  plugins: [
    structureTool({ structure, title: "Contenido" }),
    visionTool({ defaultApiVersion: "2025-02-19" }),
    esESLocale(),
  ],
  schema: {
    types: schemaTypes,
    // Keep singletons out of every "create new document" menu; add the FAQ-by-placement starter.
    templates: (templates) => [
      ...templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
      faqByPlacementTemplate,
    ],
  },
  document: {
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType) ? actions.filter(({ action }) => action && singletonActions.has(action)) : actions,
  },
});
