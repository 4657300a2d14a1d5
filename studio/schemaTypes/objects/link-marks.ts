// The two link marks of rich text. An internal link points at a document (its URL follows the document's slug,
// so renaming a page never breaks it) or at one of the site's own routes; an external link is an https:// URL
// (or mailto:/tel:). The site resolves both in its GROQ queries (packages/content/src/queries.ts).

import { APP_PATHS, ROUTED_DOCUMENT_TYPES } from "@casinolupa/domain";
import { LaunchIcon } from "@sanity/icons/Launch";
import { LinkIcon } from "@sanity/icons/Link";
import { defineArrayMember, defineField } from "sanity";

/** The site's own routes an editor may link to; every other internal link points at a document. */
export const LINKABLE_APP_PATHS = [
  { title: "Inicio (/)", value: "/" },
  { title: "Comparativa de casinos (/comparacion)", value: "/comparacion" },
  { title: "Calculadora de bonos (/calculadora-bonos)", value: "/calculadora-bonos" },
] as const;

export const INTERNAL_LINK_MESSAGE = "Elige una página del sitio o una de sus secciones fijas, no las dos.";

/** An internal link: a casino, game page or page, or one of the site's fixed routes. */
export const internalLinkMark = defineArrayMember({
  name: "internalLink",
  title: "Enlace interno",
  type: "object",
  icon: LinkIcon,
  fields: [
    defineField({
      name: "reference",
      title: "Página del sitio",
      type: "reference",
      to: ROUTED_DOCUMENT_TYPES.map((type) => ({ type })),
      description: "Un casino, una página de juego o una página. El enlace sigue a la página aunque cambie su slug.",
    }),
    defineField({
      name: "path",
      title: "O una sección fija",
      type: "string",
      description: "Para enlazar la comparativa, la calculadora o la portada, que no son documentos.",
      options: { list: [...LINKABLE_APP_PATHS] },
      validation: (rule) =>
        rule.custom((value) =>
          value === undefined || APP_PATHS.includes(value) ? true : `«${value}» no es una ruta del sitio.`,
        ),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { reference?: { _ref?: string }; path?: string } | undefined) => {
      const targets = [value?.reference?._ref, value?.path].filter(Boolean).length;
      if (targets === 1) return true;
      return targets === 0 ? "Elige la página a la que lleva el enlace." : INTERNAL_LINK_MESSAGE;
    }),
});

/** An external link: an https:// address, or mailto:/tel: to write or call. */
export const externalLinkMark = defineArrayMember({
  name: "link",
  title: "Enlace externo",
  type: "object",
  icon: LaunchIcon,
  fields: [
    defineField({
      name: "href",
      title: "Dirección",
      type: "url",
      description:
        "Una web externa que empiece por https:// (se abre en otra pestaña), o mailto: o tel:. Para una página de CasinoLupa usa «Enlace interno».",
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ["https", "mailto", "tel"] })
          .error("Escribe una dirección que empiece por https://, mailto: o tel:."),
    }),
  ],
});
