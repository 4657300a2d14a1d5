// Site-wide settings: one document with the fixed id "siteSettings" (see SINGLETON_TYPES in ../index.ts).
// Responsible-gambling messages live here so editors can change them the day a regulation does.
import { CogIcon } from "@sanity/icons/Cog";
import { PresentationIcon } from "@sanity/icons/Presentation";
import { defineArrayMember, defineField, defineType } from "sanity";

export const SITE_SETTINGS_ID = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Ajustes del sitio",
  type: "document",
  icon: CogIcon,
  description: "Textos y enlaces comunes a todo el sitio: avisos legales, líneas de ayuda, menús, pie y portada.",
  groups: [
    { name: "general", title: "General", default: true },
    { name: "responsible", title: "Juego responsable y avisos" },
    { name: "navigation", title: "Menú y pie" },
    { name: "home", title: "Portada" },
    { name: "support", title: "Atención" },
  ],
  fields: [
    defineField({
      name: "siteName",
      title: "Nombre del sitio",
      type: "string",
      description: "Se usa en títulos de página, metadatos y el pie: CasinoLupa.",
      group: "general",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "origin",
      title: "Dominio canónico",
      type: "url",
      description: "La dirección pública del sitio, sin barra final: https://www.casinolupa.es.",
      group: "general",
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ["https"] })
          .custom((value) => (value === undefined || !value.endsWith("/") ? true : "Quita la barra final.")),
    }),
    defineField({
      name: "defaultSeo",
      title: "SEO por defecto",
      type: "seo",
      description: "Título, descripción, palabras clave e imagen que se usan cuando una página no define los suyos.",
      group: "general",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "ageNotice",
      title: "Aviso +18",
      type: "text",
      rows: 2,
      description: "Se muestra en todas las páginas. Ejemplo: «Solo para mayores de 18 años».",
      group: "responsible",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "safeGamblingMessage",
      title: "Mensaje de juego seguro",
      type: "text",
      rows: 2,
      description: "El mensaje de juego responsable que acompaña a todas las páginas.",
      group: "responsible",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "affiliateDisclosure",
      title: "Aviso de afiliación",
      type: "text",
      rows: 3,
      description: "Explica que CasinoLupa puede cobrar una comisión por los enlaces a operadores.",
      group: "responsible",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "bonusConditionsNote",
      title: "Nota sobre condiciones de bonos",
      type: "string",
      description: "Acompaña a cada bono, por ejemplo «Condiciones sujetas a cambios; consulta la web del operador».",
      group: "responsible",
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "hideBonusAmounts",
      title: "Ocultar importes de bonos",
      type: "boolean",
      description:
        "Si se activa, ningún importe de bono se muestra en el sitio (por ejemplo, ante un cambio normativo).",
      group: "responsible",
      initialValue: false,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: "helpLines",
      title: "Líneas de ayuda",
      type: "array",
      description: "Teléfonos de ayuda por problemas con el juego, en orden de importancia.",
      group: "responsible",
      of: [defineArrayMember({ type: "helpLine" })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: "externalResources",
      title: "Recursos externos",
      type: "array",
      description: "Organismos y asociaciones de referencia (Ministerio, DGOJ, asociaciones de ayuda).",
      group: "responsible",
      of: [defineArrayMember({ type: "externalResource" })],
    }),
    defineField({
      name: "gamesNav",
      title: "Menú «Juegos»",
      type: "array",
      description: "Las páginas de juegos del menú principal, en orden. Usan su «Texto en el menú».",
      group: "navigation",
      of: [defineArrayMember({ type: "reference", to: [{ type: "gamePage" }] })],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: "footerLinks",
      title: "Enlaces del pie",
      type: "array",
      description: "Enlaces útiles del pie de página.",
      group: "navigation",
      of: [defineArrayMember({ type: "link" })],
    }),
    defineField({
      name: "homeCarousel",
      title: "Carrusel de portada",
      type: "object",
      icon: PresentationIcon,
      description: "La banda «Miles de juegos te esperan» con sus tarjetas deslizables.",
      group: "home",
      fields: [
        defineField({
          name: "heading",
          title: "Título",
          type: "string",
          description: "Por ejemplo «Miles de Juegos Te Esperan».",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "subtitle",
          title: "Subtítulo",
          type: "string",
          description: "Una línea bajo el título.",
        }),
        defineField({
          name: "caption",
          title: "Texto de las tarjetas",
          type: "string",
          description: "Frase común bajo cada tarjeta, por ejemplo «Juega ahora en los mejores casinos».",
        }),
        defineField({
          name: "cards",
          title: "Tarjetas",
          type: "array",
          description: "Las diapositivas, en orden.",
          of: [defineArrayMember({ type: "imageCard" })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    defineField({
      name: "galleries",
      title: "Galerías de portada",
      type: "array",
      description: "Las cuadrículas de imágenes de la portada, en orden.",
      group: "home",
      of: [defineArrayMember({ type: "gallery" })],
    }),
    defineField({
      name: "support",
      title: "Atención al visitante",
      type: "support",
      description: "Canales de contacto y horarios de CasinoLupa para el centro de ayuda.",
      group: "support",
    }),
  ],
  preview: {
    select: { title: "siteName", subtitle: "origin" },
    prepare: ({ title, subtitle }) => ({ title: title ?? "Ajustes del sitio", subtitle, media: CogIcon }),
  },
});
