// /casinos-con-<method> (/casinos-con-bizum): the casinos that accept one payment method, as the comparison shows
// them and in its order, with the editors' sourced intro, each casino's processing time and the method's questions.
// One template for every method in @casinolupa/domain; a method no ranked casino accepts has no page (404).
import { paymentMethodPageQuery } from "@casinolupa/content";
import {
  licenceCheckSentence,
  paymentMethodOfSegment,
  paymentMethodProse,
  rankCasinos,
  todayIso,
  withoutStaleOfferProse,
} from "@casinolupa/domain";
import { data, href } from "react-router";
import { paymentMethodFaqs } from "../../components/payment-method/payment-method-faqs";
import { PaymentMethodPage } from "../../components/payment-method/payment-method-page";
import { faqAnswerText } from "../../components/review/casino-faqs";
import { contentContext, searchContext } from "../../context.server";
import { COMPARISON_PARAMS, COMPARISON_PATH } from "../../lib/comparison/state";
import { resemblingPages } from "../../lib/search-index.server";
import { absoluteUrl, pageMeta, siteOrigin, webPageJsonLd } from "../../lib/seo";
import type { Route } from "./+types/payment-method";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const method = paymentMethodOfSegment(pathname.slice(1));
  if (!method) throw new Error(`No payment method for ${pathname}`);
  const queried = await context.get(contentContext).fetch(paymentMethodPageQuery, { paymentMethod: method.label });
  // The comparison's order (rankCasinos), filtered to the casinos whose data lists the method.
  const { ranked, notRanked } = rankCasinos(queried.casinos);
  const accepts = (casino: { paymentMethods: readonly string[] }) => casino.paymentMethods.includes(method.label);
  const today = todayIso();
  const casinos = ranked.filter(accepts).map((casino) => withoutStaleOfferProse(casino, today));
  if (casinos.length === 0) {
    const resembling = resemblingPages(await context.get(searchContext).current(), pathname);
    throw data({ resembling }, { status: 404 });
  }
  return {
    method: { label: method.label, name: paymentMethodProse(method.label), slug: method.slug, path: pathname },
    page: queried.page,
    casinos,
    total: ranked.length,
    licenceNote: licenceCheckSentence(ranked),
    faqs: paymentMethodFaqs(paymentMethodProse(method.label), casinos, ranked.length),
    /** The operators «no clasificado» that list the method: named at the end, never ranked. */
    notRanked: notRanked.filter(accepts).map(({ slug, name }) => ({ slug, name })),
    comparisonHref: `${COMPARISON_PATH}?${COMPARISON_PARAMS.payment}=${method.slug}`,
    settings: queried.settings,
    today,
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  if (!loaderData) return [{ title: "Página no encontrada | CasinoLupa" }, { name: "robots", content: "noindex" }];
  const { method, casinos, page, faqs } = loaderData;
  const title = `Casinos con ${method.name} en España`;
  const description = `Los ${casinos.length} casinos de nuestra clasificación que aceptan ${method.name}, ordenados por nuestra nota: bono, depósito mínimo, tiempo de retirada y preguntas frecuentes.`;
  const dateModified = [page?._updatedAt, ...casinos.map((casino) => casino.lastReviewed)]
    .filter((date): date is string => Boolean(date))
    .map((date) => date.slice(0, 10))
    .sort()
    .at(-1);
  return pageMeta({
    title,
    description,
    keywords: [`casinos con ${method.label}`, `casino online ${method.label}`, `depositar con ${method.label}`],
    path: method.path,
    origin,
    structuredData: [
      ...webPageJsonLd(origin, { name: title, description, path: method.path, dateModified }),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: title,
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        itemListElement: casinos.map((casino, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: casino.name,
          url: absoluteUrl(origin, href("/:slug", { slug: casino.slug })),
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faqs.map((faq) => ({
          "@type": "Question",
          name: faq.question,
          acceptedAnswer: { "@type": "Answer", text: faqAnswerText(faq) },
        })),
      },
    ],
  });
};

export default function PaymentMethod({ loaderData }: Route.ComponentProps) {
  return <PaymentMethodPage {...loaderData} />;
}
