// The Studio's own words that @sanity/locale-es-es leaves in English or words the English way, in Spanish. Keys are
// Sanity's (its English bundle names them); each one here is shown to editors.
import { defineLocaleResourceBundle } from "sanity";

export const spanishStrings = defineLocaleResourceBundle({
  locale: "es-ES",
  namespace: "studio",
  resources: {
    // The «…» button of every field: missing from the Spanish bundle, so screen readers heard «Field actions».
    "form.field.actions-menu.title": "Acciones del campo",
    // The dialog of a link in rich text: «Editar Enlace interno» capitalised the type's title mid-sentence.
    "inputs.portable-text.annotation-editor.title": "{{schemaType}}",
  },
});

export const spanishStructureStrings = defineLocaleResourceBundle({
  locale: "es-ES",
  namespace: "structure",
  resources: {
    // A new document's header and tab title, until it has a title of its own: the Spanish bundle's «Nuevo
    // {{schemaType}}» gives «Nuevo Pregunta frecuente» and «Nuevo Página» (and «Nuevo Casino», capitalised
    // mid-phrase). «Casino sin título» agrees with every type.
    "panes.document-header-title.new.text": "{{schemaType}} sin título",
    "browser-document-title.new-document": "{{schemaType}} sin título",
  },
});
