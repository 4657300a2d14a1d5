// A top-level path is either a casino review (/bet365) or a game page (/ruleta-online), each a content
// document whose slug is the path. An operator «no clasificado» gets the page that says why instead of a review.
// Anything else is the 404 page.
import { topLevelPageQuery } from "@casinolupa/content";
import {
  computedBreakdown,
  mayLinkToOperator,
  offerIsCurrent,
  rankCasinos,
  todayIso,
  withoutStaleOfferProse,
} from "@casinolupa/domain";
import { data, href } from "react-router";
import { REVIEW_CHANGES } from "../../components/change-log/change-history";
import { GameGuide } from "../../components/game-guide";
import { CasinoReview } from "../../components/review/casino-review";
import { NotRankedOperator } from "../../components/review/not-ranked-operator";
import type { ReviewCasino } from "../../components/review/review-types";
import { changesContext, contentContext, searchContext, warnOnceContext } from "../../context.server";
import { bonusCalculatorState, WAGERING_PARAMS } from "../../lib/calculators/form-state";
import { siteImage } from "../../lib/image";
import type { RouteHandle } from "../../lib/route-handle";
import { resemblingPages } from "../../lib/search-index.server";
import {
  absoluteUrl,
  authorJsonLd,
  breadcrumbs,
  organization,
  pageMeta,
  siteOrigin,
  webPageJsonLd,
} from "../../lib/seo";
import { logger } from "../../log.server";
import type { Route } from "./+types/content-page";

/** A casino review carries the bonus calculator, a GET form. */
export const handle: RouteHandle = { searchParams: Object.values(WAGERING_PARAMS) };

/** The RTP the wagering calculator starts with: a typical slot's. */
const TYPICAL_SLOT_RTP = 96;

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const result = await content.fetch(topLevelPageQuery, { slug: params.slug });
  if (result.casino?.notRanked) {
    const { slug, name, logo, notRankedReason, notRankedCheckedAt } = result.casino;
    return {
      kind: "notRanked" as const,
      operator: { slug, name, logo, reason: notRankedReason, checkedAt: notRankedCheckedAt ?? null },
      changes: await context.get(changesContext).read({ casinoSlug: slug, limit: REVIEW_CHANGES }),
    };
  }
  if (result.casino) {
    const queried = result.casino;
    // The rank, the rating and «Bonos justos» are computed here as on every other page, never read as stored.
    const ranked = rankCasinos(result.ranking).ranked.find((casino) => casino.slug === queried.slug);
    const breakdown = computedBreakdown(queried);
    if (!ranked || !breakdown) throw new Error(`Casino ${queried.slug} has no complete breakdown or bonus terms`);
    // A stored rating written without the form (which keeps it computed): said once per publish.
    if (Math.abs(ranked.rating - queried.rating) > 1e-9) {
      context.get(warnOnceContext)(`rating:${queried.slug}`, "Stored rating differs from the computed one", {
        casino: queried.slug,
        stored: queried.rating,
        computed: ranked.rating,
      });
    }
    const today = todayIso();
    const casino: ReviewCasino = withoutStaleOfferProse(
      { ...queried, ratingBreakdown: breakdown, rating: ranked.rating, rank: ranked.rank },
      today,
    );
    const offerCurrent = offerIsCurrent(casino.bonusCheckedAt, today);
    // The calculator starts from the bonus's terms only while they are current (decision 034); else it starts empty.
    const calculator = bonusCalculatorState(
      new URL(request.url).searchParams,
      offerCurrent
        ? {
            bonus: casino.bonusAmount,
            deposit: (casino.bonusAmount * 100) / casino.bonusMatchPercent,
            multiple: casino.wageringRequirement,
            base: casino.wageringBase,
            rtpPercent: TYPICAL_SLOT_RTP,
          }
        : { rtpPercent: TYPICAL_SLOT_RTP },
    );
    const changes = await context.get(changesContext).read({ casinoSlug: casino.slug, limit: REVIEW_CHANGES });
    return {
      kind: "casino" as const,
      casino,
      settings: result.settings,
      calculator,
      today,
      offerCurrent,
      changes,
    };
  }
  if (result.gamePage) return { kind: "gamePage" as const, page: result.gamePage, settings: result.settings };
  logger.debug({ slug: params.slug }, "no casino or game page with this slug");
  const resembling = resemblingPages(await context.get(searchContext).current(), new URL(request.url).pathname);
  throw data({ resembling }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  if (!loaderData) return [{ title: "Página no encontrada | CasinoLupa" }, { name: "robots", content: "noindex" }];
  if (loaderData.kind === "notRanked") {
    const { operator } = loaderData;
    const path = href("/:slug", { slug: operator.slug });
    const name = `${operator.name}: operador no clasificado`;
    const description = `Por qué ${operator.name} no aparece en nuestra clasificación y cómo comprobar su licencia en el registro de operadores de la DGOJ.`;
    // A WebPage with its breadcrumb trail, as every other page has: not a Review, since there is no score to state.
    return pageMeta({
      title: name,
      description,
      path,
      origin,
      structuredData: webPageJsonLd(origin, { name, description, path, dateModified: operator.checkedAt ?? undefined }),
    });
  }
  if (loaderData.kind === "casino") {
    const { casino, offerCurrent, settings } = loaderData;
    const path = href("/:slug", { slug: casino.slug });
    // Search results show the description as the page's own words: the bonus only while it may be shown at all.
    const bonus = offerCurrent && !settings.hideBonusAmounts ? `${casino.bonus}, ` : "";
    return pageMeta({
      title: `${casino.name}: análisis y opiniones`,
      description: `Análisis de ${casino.name}: ${bonus}depósito mínimo de ${casino.minDeposit} €, retiradas, métodos de pago y nuestra nota de ${String(casino.rating).replace(".", ",")}/10.`,
      keywords: [casino.name, `${casino.name} casino`, `${casino.name} opiniones`, `${casino.name} bono`],
      path,
      origin,
      ogType: "article",
      structuredData: [
        {
          "@context": "https://schema.org",
          "@type": "Review",
          name: `Análisis de ${casino.name}`,
          url: absoluteUrl(origin, path),
          inLanguage: "es-ES",
          // No link to an operator we do not recommend, not even here (decision 035).
          itemReviewed: {
            "@type": "Organization",
            name: casino.name,
            ...(mayLinkToOperator(casino) ? { url: casino.playUrl } : {}),
          },
          reviewRating: { "@type": "Rating", ratingValue: casino.rating, bestRating: 10, worstRating: 0 },
          reviewBody: casino.description,
          author: authorJsonLd(origin, casino.author),
          publisher: organization(origin),
          datePublished: casino._createdAt.slice(0, 10),
          dateModified: (casino.lastReviewed ?? casino._updatedAt).slice(0, 10),
        },
        breadcrumbs(origin, [
          { name: "Inicio", path: "/" },
          { name: "Comparativa", path: href("/comparacion") },
          { name: casino.name, path },
        ]),
      ],
    });
  }
  const { page } = loaderData;
  const path = href("/:slug", { slug: page.slug });
  return pageMeta({
    title: page.seo?.title ?? page.title,
    description: page.seo?.description ?? page.intro ?? "",
    keywords: page.seo?.keywords,
    path,
    origin,
    image: siteImage(page.heroImage),
    ogType: "article",
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        headline: page.title,
        description: page.seo?.description,
        url: absoluteUrl(origin, path),
        inLanguage: "es-ES",
        author: organization(origin),
        publisher: organization(origin),
        datePublished: page._createdAt.slice(0, 10),
        dateModified: (page.lastReviewed ?? page._updatedAt).slice(0, 10),
        ...(page.heroImage?.url ? { image: absoluteUrl(origin, page.heroImage.url) } : {}),
      },
      breadcrumbs(origin, [
        { name: "Inicio", path: "/" },
        { name: page.title, path },
      ]),
    ],
  });
};

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "notRanked") {
    return <NotRankedOperator operator={loaderData.operator} changes={loaderData.changes} />;
  }
  return loaderData.kind === "casino" ? (
    <CasinoReview
      casino={loaderData.casino}
      settings={loaderData.settings}
      calculator={loaderData.calculator}
      today={loaderData.today}
      changes={loaderData.changes}
    />
  ) : (
    <GameGuide page={loaderData.page} settings={loaderData.settings} />
  );
}
