// Site-wide settings: one document with the fixed id "siteSettings" (see SINGLETON_TYPE_NAMES in ../index.ts).
// Responsible-gambling messages live here so editors can change them the day a regulation does, and so does the
// identity of the site's owner, which the legal notice and the privacy policy show (LSSI art. 10, GDPR art. 13).
import { CaseIcon } from "@sanity/icons/Case";
import { CogIcon } from "@sanity/icons/Cog";
import { PresentationIcon } from "@sanity/icons/Presentation";
import { defineArrayMember, defineField, defineType } from "sanity";
import { requiredListField } from "../fields";

export const SITE_SETTINGS_ID = "siteSettings";

export const siteSettings = defineType({
  name: "siteSettings",
  title: "Ajustes del sitio",
  type: "document",
  icon: CogIcon,
  description: "Textos y enlaces comunes a todo el sitio: avisos legales, líneas de ayuda, menús, pie y portada.",
  groups: [
    { name: "general", title: "General", default: true },
    { name: "owner", title: "Titular y aviso legal" },
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
      name: "owner",
      title: "Titular del sitio",
      type: "object",
      icon: CaseIcon,
      description:
        "Quién es el dueño del sitio y responsable de los datos personales. Lo muestran el aviso legal y la política de privacidad. Mientras algún dato diga «datos de muestra», el servidor avisa al arrancar en producción.",
      group: "owner",
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: "companyName",
          title: "Nombre o razón social",
          type: "string",
          description: "Tal como figura en el registro, por ejemplo «Lupa Media, S.L.».",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "taxId",
          title: "NIF",
          type: "string",
          description: "El número de identificación fiscal de la empresa o de la persona titular.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "address",
          title: "Domicilio",
          type: "string",
          description: "Dirección completa del domicilio social: calle, número, código postal y localidad.",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "registry",
          title: "Inscripción registral",
          type: "string",
          description: "Por ejemplo «Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-78901».",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "email",
          title: "Correo de contacto",
          type: "string",
          description: "Para consultas y para ejercer los derechos de protección de datos.",
          validation: (rule) => rule.required().email(),
        }),
        defineField({
          name: "emailProcessor",
          title: "Proveedor de envío de correo",
          type: "string",
          description:
            "Quién envía los correos del boletín por encargo nuestro y dónde trata los datos, por ejemplo «Empresa X, con servidores en la Unión Europea».",
          validation: (rule) => rule.required(),
        }),
        defineField({
          name: "internationalTransfers",
          title: "Transferencias internacionales",
          type: "string",
          description: "Si algún dato sale del Espacio Económico Europeo, a dónde y con qué garantía; si no, dilo así.",
          validation: (rule) => rule.required(),
        }),
      ],
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
      ...requiredListField(
        "helpLines",
        "Líneas de ayuda",
        "Teléfonos de ayuda por problemas con el juego, en orden de importancia.",
        "helpLine",
      ),
      group: "responsible",
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
      description: "La banda de tarjetas deslizables que presenta las guías de juegos.",
      group: "home",
      fields: [
        defineField({
          name: "heading",
          title: "Título",
          type: "string",
          description:
            "En minúsculas salvo la primera letra, sin invitar a jugar: por ejemplo «Guías de juegos de casino».",
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
          description:
            "Frase común bajo cada tarjeta, por ejemplo «Reglas, probabilidades y riesgos, explicados». Nunca una invitación a jugar.",
        }),
        requiredListField("cards", "Tarjetas", "Las diapositivas, en orden.", "imageCard"),
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
