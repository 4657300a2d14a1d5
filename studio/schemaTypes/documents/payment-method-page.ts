// The editable part of a payment-method page (/casinos-con-<method>): its intro, the sources the intro's facts come
// from and its questions. The casinos that accept the method and their processing times come from the casinos'
// own data, so nobody types them twice (docs/decisions/024-authors-and-payment-pages.md).
import { FAQS_PER_PAGE, PAYMENT_METHOD_NAMES, paymentPagePath, todayIso } from "@casinolupa/domain";
import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { defineArrayMember, defineField, defineType } from "sanity";
import { introField, requiredListField, reviewDateField, VALIDATION_API_VERSION } from "../fields";

export const paymentMethodPage = defineType({
  name: "paymentMethodPage",
  title: "Página de método de pago",
  type: "document",
  icon: CreditCardIcon,
  description:
    "La entradilla y las preguntas de una página «Casinos con …». Los casinos que aceptan el método, por nota, y sus tiempos salen de sus fichas. La página solo se publica si algún casino clasificado acepta el método.",
  fields: [
    defineField({
      name: "method",
      title: "Método de pago",
      type: "string",
      description: "El método de la página. Cada método tiene una sola página.",
      options: { list: [...PAYMENT_METHOD_NAMES] },
      validation: (rule) =>
        rule.required().custom(async (method: string | undefined, context) => {
          if (!method || !context.document) return true;
          const published = context.document._id.replace(/^drafts\./, "").replace(/^versions\.[^.]+\./, "");
          const client = context.getClient({ apiVersion: VALIDATION_API_VERSION }).withConfig({ perspective: "raw" });
          const taken = await client.fetch<boolean>(
            'defined(*[_type == "paymentMethodPage" && method == $chosen && !sanity::versionOf($published)][0]._id)',
            { chosen: method, published },
            { tag: "validation.payment-method-page-unique" },
          );
          return taken ? `${method} ya tiene su página: edita esa en lugar de crear otra.` : true;
        }),
    }),
    introField(
      "Un párrafo bajo el título: qué es el método y cómo se usa para ingresar. Solo hechos, cada uno respaldado por una de las fuentes de abajo.",
      (rule) => rule.required().min(80).max(700),
      4,
    ),
    requiredListField(
      "sources",
      "Fuentes",
      "Las páginas públicas de las que salen los datos de la entradilla. La página las lista al pie.",
      "source",
    ),
    defineField({
      name: "faqs",
      title: "Preguntas",
      type: "array",
      description: `Opcional. Preguntas propias de este método, en el orden en que se muestran, tras las que la página calcula de las fichas (qué casinos lo aceptan, cuánto tardan). Se muestran ${FAQS_PER_PAGE} como mucho.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: "faq" }] })],
      validation: (rule) => rule.unique().error("Esta pregunta ya está en la lista: quita la repetida."),
    }),
    defineField({
      ...reviewDateField(
        "lastUpdated",
        "Última actualización",
        "El día en que se revisó la entradilla con sus fuentes.",
      ),
      validation: (rule) => [
        rule.required(),
        rule.custom((date: string | undefined) => (date && date > todayIso() ? "La fecha no puede ser futura." : true)),
      ],
    }),
  ],
  preview: {
    select: { method: "method" },
    prepare: ({ method }) => ({
      title: method ? `Casinos con ${method}` : "Método sin elegir",
      subtitle: method ? paymentPagePath(method) : undefined,
      media: CreditCardIcon,
    }),
  },
});
