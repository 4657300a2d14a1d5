// The four content pages (guide, terms, privacy, help centre) share this module: routes.ts registers it
// once per path, and the path says which `page` document to show and which FAQs go with it.
import { pageQuery } from "@casinolupa/content";
import { data, href } from "react-router";
import { InfoPageView } from "../../components/info-page/info-page-view";
import { infoPageSettings } from "../../components/info-page/page-data";
import { faqListFor, infoPageKind, slugFromPathname } from "../../components/info-page/page-kind";
import { contentContext } from "../../context.server";
import { LIMIT_PARAMS, limitCalculatorState } from "../../lib/calculators/form-state";
import type { RouteHandle } from "../../lib/route-handle";
import { pageMeta, siteOrigin, webPageJsonLd } from "../../lib/seo";
import { logger } from "../../log.server";
import type { Route } from "./+types/info-page";

/** The responsible-gambling guide carries the limit calculator, a GET form. */
export const handle: RouteHandle = { searchParams: Object.values(LIMIT_PARAMS) };

export async function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const slug = slugFromPathname(new URL(request.url).pathname);
  const kind = infoPageKind(slug);
  const result = await content.fetch(pageQuery, { slug, faqList: faqListFor(kind) });
  if (!result.page) {
    logger.warn({ slug }, "no page document for this route");
    throw data(null, { status: 404 });
  }
  const limitCalculator = kind === "guide" ? limitCalculatorState(new URL(request.url).searchParams) : undefined;
  return { kind, page: result.page, faqs: result.faqs, settings: infoPageSettings(result.settings), limitCalculator };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Página no encontrada | CasinoLupa" }, { name: "robots", content: "noindex" }];
  const origin = siteOrigin(matches);
  const { page } = loaderData;
  const path = href("/:slug", { slug: page.slug });
  const description = page.seo?.description ?? page.intro;
  return pageMeta({
    title: page.seo?.title ?? page.title,
    description,
    keywords: page.seo?.keywords,
    path,
    origin,
    structuredData: webPageJsonLd(origin, {
      name: page.title,
      description,
      path,
      dateModified: (page.lastUpdated ?? page._updatedAt).slice(0, 10),
    }),
  });
};

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  return <InfoPageView {...loaderData} />;
}
