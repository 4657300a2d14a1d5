// The questions a page shows, in order: one document per page with a FAQ accordion, with the fixed id
// `faqList-<placement>` (faqListId in @casinolupa/domain), edited like the site settings and never created anew.
// The order is dragged in Sanity's array input and goes live in one publish (decision 021).
import { FAQ_PLACEMENTS, FAQS_PER_PAGE, type FaqPlacement } from "@casinolupa/domain";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { defineArrayMember, defineField, defineType, type ValidationContext } from "sanity";
import { AddAtTopInput } from "../../components/add-at-top";

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

/** «A», «B» y «C». */
const spanishList = (items: string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(", ")} y ${items.at(-1)}` : (items[0] ?? "");

/** The warning when a list holds more questions than its page shows, naming the ones past the line. */
export async function hiddenQuestionsWarning(faqs: unknown, context: ValidationContext): Promise<string | true> {
  const hidden = (Array.isArray(faqs) ? faqs : []).slice(FAQS_PER_PAGE) as { _ref?: string }[];
  if (hidden.length === 0) return true;
  const ids = hidden.map(({ _ref }) => _ref).filter((id): id is string => Boolean(id));
  // Drafts too: a question created from the list is a draft until it is published.
  const found = await context
    .getClient({ apiVersion: "2025-02-19" })
    .fetch<{ _id: string; question?: string }[]>(
      "*[_id in $ids]{ _id, question }",
      { ids: ids.flatMap((id) => [id, `drafts.${id}`]) },
      { perspective: "raw" },
    );
  const questionOf = (id: string) =>
    (found.find((question) => question._id === `drafts.${id}`) ?? found.find((question) => question._id === id))
      ?.question;
  const named = ids.map((id) => questionOf(id)).map((question) => `«${question ?? "una pregunta sin título"}»`);
  const verb = named.length === 1 ? "se verá" : "se verán";
  return `La página muestra solo las ${FAQS_PER_PAGE} primeras preguntas: ${spanishList(named)} ya no ${verb} en el sitio.`;
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
      description: `Arrastra cada pregunta por su asa para ordenarlas y publica una vez. La página muestra las ${FAQS_PER_PAGE} primeras. «Añadir elemento» pone arriba una pregunta existente o una nueva; arrástrala después a su sitio.`,
      of: [defineArrayMember({ type: "reference", to: [{ type: "faq" }] })],
      // A new question goes first, where the page shows it, rather than past the tenth, where it does not.
      components: { input: AddAtTopInput },
      validation: (rule) => [
        rule.unique().error("Esta pregunta ya está en la lista: quita la repetida."),
        // A warning, not an error: an editor may park a question below the line before swapping it in. A custom
        // rule, not max(): Sanity reads max() as a hard limit and disables «Añadir elemento» once it is reached.
        // It names the questions that fall off, so that adding one at the top never hides another unannounced.
        rule.custom((faqs, context) => hiddenQuestionsWarning(faqs, context)).warning(),
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
