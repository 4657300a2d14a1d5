// The questions a page shows, in order: one document per page with a FAQ accordion, with the fixed id
// `faqList-<placement>` (faqListId in @casinolupa/domain), edited like the site settings and never created anew.
// The order is dragged in Sanity's array input and goes live in one publish (decision 021).
import { FAQ_PLACEMENTS, FAQS_PER_PAGE, type FaqPlacement } from "@casinolupa/domain";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType } from "sanity";

export const faqListTitles: Record<FaqPlacement, string> = {
  home: "Inicio",
  ayuda: "Centro de ayuda",
  guia: "Guía de juego responsable",
};

/** "drafts.faqList-home" -> "home"; undefined for an id that is no FAQ list's. */
export function placementOfFaqList(id: string | undefined): FaqPlacement | undefined {
  const placement = id?.replace(/^drafts\./, "").replace(/^faqList-/, "");
  return FAQ_PLACEMENTS.find((candidate) => candidate === placement);
}

export const faqList = defineType({
  name: "faqList",
  title: "Preguntas de una página",
  type: "document",
  icon: HelpCircleIcon,
  description: "Las preguntas frecuentes que muestra una página, en el orden en que aparecen.",
  fields: [
    defineField({
      name: "faqs",
      title: "Preguntas",
      type: "array",
      description: `Arrastra cada pregunta por su asa para ordenarlas y publica una vez. La página muestra las ${FAQS_PER_PAGE} primeras. «Añadir elemento» deja elegir una pregunta existente o crear una nueva.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: "faq" }] })],
      validation: (rule) => [
        rule.unique().error("Esta pregunta ya está en la lista: quita la repetida."),
        // A warning, not an error: an editor may park a question below the line before swapping it in. A custom
        // rule, not max(): Sanity reads max() as a hard limit and disables «Añadir elemento» once it is reached.
        rule
          .custom((faqs) =>
            (faqs?.length ?? 0) > FAQS_PER_PAGE
              ? `La página muestra solo las ${FAQS_PER_PAGE} primeras preguntas: las que pasen de la ${FAQS_PER_PAGE}.ª no se verán en el sitio.`
              : true,
          )
          .warning(),
      ],
    }),
  ],
  preview: {
    select: { id: "_id", faqs: "faqs" },
    prepare: ({ id, faqs }) => {
      const placement = placementOfFaqList(id);
      const count = Array.isArray(faqs) ? faqs.length : 0;
      return {
        title: placement ? `Preguntas: ${faqListTitles[placement]}` : "Preguntas de una página",
        subtitle: count === 1 ? "1 pregunta" : `${count} preguntas`,
        media: HelpCircleIcon,
      };
    },
  },
});
