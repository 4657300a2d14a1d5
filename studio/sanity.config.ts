// The CasinoLupa Studio, in Spanish: one workspace with the content schema, a custom structure, and the GROQ
// playground in development only.
import { esESLocale } from "@sanity/locale-es-es";
import { visionTool } from "@sanity/vision";
import { createElement } from "react";
import { defineConfig, isDev, type NumberInputProps } from "sanity";
import { structureTool } from "sanity/structure";
import { withSendConfirmation } from "./components/newsletter/approve-send-action";
import { publishWhenValidated } from "./components/publish-when-validated";
import { markRequiredField } from "./components/required-mark";
import { SentenceCaseLayout } from "./components/sentence-case";
import { SpanishNumberInput } from "./components/spanish-number-input";
import { spanishStrings, spanishStructureStrings } from "./components/spanish-strings";
import { dataset, projectId } from "./env";
import { OFF_SITE_TYPES } from "./presentation/locations";
import { openOnSite } from "./presentation/open-on-site";
import { OpenOnSiteButton } from "./presentation/open-on-site-button";
import { previewTool } from "./presentation/presentation";
import { SINGLETON_TYPE_NAMES, schemaTypes } from "./schemaTypes";
import { defaultDocumentNode, structure } from "./structure";

// A fixed-id document (the settings, a page's FAQ list) is edited and published, never created, duplicated or
// deleted.
const singletonActions = new Set(["publish", "discardChanges", "restore"]);

export default defineConfig({
  name: "default",
  title: "CasinoLupa",
  projectId,
  dataset,
  // The editor's session is a token the Studio holds (never a cookie only Sanity's API can read), so the Studio can
  // show it to the site's newsletter endpoints, which ask Sanity whose it is
  // (docs/decisions/029-studio-endpoints-need-an-editor.md).
  auth: { loginMethod: "token" },
  // The Studio's own interface in Spanish, not only our field titles.
  plugins: [
    structureTool({ structure, defaultDocumentNode, title: "Contenido" }),
    // The site beside the form, with the drafts (presentation/): «Vista previa».
    previewTool(),
    // The GROQ playground is for developers (`sanity dev`); the built Studio editors use does not have it.
    ...(isDev ? [visionTool({ defaultApiVersion: "2025-02-19" })] : []),
    esESLocale(),
  ],
  // The few words the Spanish locale leaves in English (components/spanish-strings.ts).
  i18n: { bundles: [spanishStrings, spanishStructureStrings] },
  // Content Releases stay on: with releases and scheduled drafts turned off, «Publicar» on a casino never reached
  // the Content Lake (tests/e2e/editor.spec.ts). Their tool, titled in English whatever the locale, is hidden:
  // editors publish document by document.
  tools: (tools) => tools.filter((tool) => tool.name !== "releases"),
  schema: {
    types: schemaTypes,
    // Keep the fixed-id documents (settings, FAQ lists) out of every "create new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !SINGLETON_TYPE_NAMES.has(schemaType)),
  },
  form: {
    components: {
      // Every number field reads «6,0» as 6 (components/spanish-number.ts), unless its type has its own input.
      input: (props) =>
        props.schemaType.jsonType === "number" && !props.schemaType.components?.input
          ? createElement(SpanishNumberInput, props as NumberInputProps)
          : props.renderDefault(props),
      // A field «Publicar» requires says so after its title: «Nombre (obligatorio)».
      field: markRequiredField,
    },
  },
  // Titles as editors write them, in sentence case (Sanity capitalises each word of an array item's dialog title).
  studio: { components: { layout: SentenceCaseLayout } },
  document: {
    // Every document with a page, fixed-id ones included, can be opened on it with «Abrir en el sitio» (a button in
    // its header and a footer action); a «Boletín» is an e-mail, seen in its «Correo» view instead.
    unstable_languageFilter: (components, { schemaType }) =>
      OFF_SITE_TYPES.has(schemaType) ? components : [...components, OpenOnSiteButton],
    // «Publicar» waits for the check of the revision on screen (components/publish-when-validated.ts); a
    // «Boletín»'s own send action is left as it is.
    actions: (actions, { schemaType }) => [
      ...(SINGLETON_TYPE_NAMES.has(schemaType)
        ? actions.filter(({ action }) => action && singletonActions.has(action))
        : actions
      ).map((action) => {
        if (action.action !== "publish") return action;
        // A newsletter's first publish sends e-mail: «Aprobar envío», confirmed with the number of readers.
        return schemaType === "newsletterIssue" ? withSendConfirmation(action) : publishWhenValidated(action);
      }),
      ...(OFF_SITE_TYPES.has(schemaType) ? [] : [openOnSite]),
    ],
  },
});
