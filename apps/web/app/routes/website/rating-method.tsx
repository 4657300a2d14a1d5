// /como-puntuamos: the published rating method. The words are the `page` document "como-puntuamos" (editors
// change them in the Studio); the criteria and weights come from the same rules the dataset validator enforces,
// so the table can never disagree with the ratings.
import { pageQuery } from "@casinolupa/content";
import {
  expectedRating,
  RANK_TIE_BREAK,
  RATING_CATEGORIES,
  RATING_WEIGHTS,
  type RatingBreakdownScores,
} from "@casinolupa/domain";
import { data, href } from "react-router";
import { BonusFairnessFormula } from "../../components/bonus-fairness-formula";
import { headerDate, homeTrail, PageHeader } from "../../components/info-page/page-header";
import { uniqueHeadingIds } from "../../components/info-page/page-kind";
import { TableOfContents, type TocItem } from "../../components/info-page/table-of-contents";
import { EditorSections, PageSection, SECTION_HEADING_CLASS } from "../../components/page-section";
import {
  RATING_CRITERIA,
  RatingBreakdown,
  SAFETY_CAP_ANCHOR,
  SANCTION_CAP_ANCHOR,
} from "../../components/rating-breakdown";
import { SafetyCapRule, SanctionCapRule } from "../../components/safety-cap-rule";
import { Link } from "../../components/site-link";
import { contentContext } from "../../context.server";
import { formatDate } from "../../lib/format";
import { pageMeta, siteOrigin, webPageJsonLd } from "../../lib/seo";
import { logger } from "../../log.server";
import type { Route } from "./+types/rating-method";

const SLUG = "como-puntuamos";
const PATH = `/${SLUG}`;
const ANCHORS = {
  criteria: "criterios-y-pesos",
  calculation: "como-se-calcula",
  bonusFairness: "formula-bonos-justos",
  order: "orden-de-la-clasificacion",
  safetyCap: SAFETY_CAP_ANCHOR,
  sanctionCap: SANCTION_CAP_ANCHOR,
} as const;

/** Made-up sub-scores for the worked example (labelled as such on the page). */
const EXAMPLE_SCORES: RatingBreakdownScores = {
  safety: 9.2,
  bonusFairness: 7.6,
  payments: 8.8,
  games: 8.4,
  support: 8,
  mobile: 9,
  responsibleTools: 8.6,
};

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const { page } = await content.fetch(pageQuery, { slug: SLUG, faqList: "none" });
  if (!page) {
    logger.warn({ path: PATH }, "no page document for this route");
    throw data(null, { status: 404 });
  }
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: "Página no encontrada | CasinoLupa" }, { name: "robots", content: "noindex" }];
  const origin = siteOrigin(matches);
  const { page } = loaderData;
  const description = page.seo?.description ?? page.intro;
  return pageMeta({
    title: page.seo?.title ?? page.title,
    description,
    keywords: page.seo?.keywords,
    path: PATH,
    origin,
    structuredData: webPageJsonLd(origin, {
      name: page.title,
      description,
      path: PATH,
      dateModified: (page.lastUpdated ?? page._updatedAt).slice(0, 10),
    }),
  });
};

export default function RatingMethodPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const sections = page.sections ?? [];
  const ids = uniqueHeadingIds(
    sections.map((section) => section.heading),
    Object.values(ANCHORS),
  );
  const toc: TocItem[] = [
    { id: ANCHORS.criteria, label: "Los siete criterios y su peso" },
    { id: ANCHORS.calculation, label: "Cómo se calcula la nota" },
    { id: ANCHORS.bonusFairness, label: "Cómo sale la nota de «Bonos justos»" },
    { id: ANCHORS.order, label: "Cómo se ordena la clasificación" },
    { id: ANCHORS.safetyCap, label: "El tope de «Seguridad y licencia»" },
    { id: ANCHORS.sanctionCap, label: "El tope de «Juego responsable» tras una sanción" },
    ...sections.map((section, index) => ({ id: ids[index] ?? "", label: section.heading })),
  ];
  const totalWeight = RATING_CATEGORIES.reduce((sum, category) => sum + RATING_WEIGHTS[category], 0);

  return (
    <article>
      <PageHeader
        trail={homeTrail(page.title, PATH)}
        eyebrow="Metodología"
        title={page.title}
        intro={page.intro}
        date={headerDate("Última actualización", page.lastUpdated, formatDate)}
      />
      <div className="container-page grid gap-8 pt-8 pb-14 md:pt-12 md:pb-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14">
        <TableOfContents items={toc} />
        <div className="min-w-0 space-y-12 md:space-y-14">
          <PageSection id={ANCHORS.criteria} heading="Los siete criterios y su peso">
            <p className="mt-4 max-w-[70ch] leading-7 text-ink-soft">
              Puntuamos cada casino de 0 a 10 en siete apartados. No todos pesan lo mismo: la seguridad cuenta más que
              el resto, porque sin ella nada de lo demás importa.
            </p>
            <div className="mt-6 overflow-x-auto rounded-card border border-line bg-white">
              <table className="w-full text-left text-sm" data-testid="rating-weights">
                <caption className="sr-only">Criterios de puntuación y peso de cada uno en la nota final</caption>
                <thead className="bg-canvas text-xs uppercase tracking-wider text-muted">
                  <tr>
                    <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                      Criterio
                    </th>
                    <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
                      Qué valoramos
                    </th>
                    <th scope="col" className="px-3 py-3 text-right font-semibold sm:px-4">
                      Peso
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-line">
                  {RATING_CATEGORIES.map((category) => (
                    <tr key={category}>
                      <th
                        scope="row"
                        className="px-3 py-3 align-top font-semibold text-ink sm:px-4 sm:whitespace-nowrap"
                      >
                        {RATING_CRITERIA[category].label}
                      </th>
                      <td className="px-3 py-3 align-top text-ink-soft sm:px-4">{RATING_CRITERIA[category].summary}</td>
                      <td className="px-3 py-3 text-right align-top text-base font-bold whitespace-nowrap tabular-nums text-ink sm:px-4">
                        {RATING_WEIGHTS[category]}&nbsp;%
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot className="border-t-2 border-line">
                  <tr>
                    {/* No colSpan: a header cell spanning columns makes a table of several header levels, whose
                        cells would each need a `headers` list (HTML_CodeSniffer, WCAG H43). */}
                    <th scope="row" className="px-3 py-3 sm:px-4 font-bold text-ink">
                      Total
                    </th>
                    <td className="px-3 py-3 sm:px-4" />
                    <td className="px-3 py-3 sm:px-4 text-right text-base font-extrabold tabular-nums text-ink">
                      {totalWeight}&nbsp;%
                    </td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </PageSection>

          <PageSection id={ANCHORS.calculation} heading="Cómo se calcula la nota">
            <div className="mt-4 max-w-[70ch] space-y-4 leading-7 text-ink-soft">
              <p>
                La nota final es la media ponderada de los siete apartados: cada nota se multiplica por su peso, se
                suman los resultados y se divide entre 100. Después se redondea a un decimal (8,45 pasa a 8,5). Esa es
                la nota que ves en la comparativa, en las fichas y en cada reseña, donde también mostramos el desglose.
              </p>
              <p>
                Este es un ejemplo con notas <strong className="text-ink">inventadas</strong>, para que veas el cálculo
                completo:
              </p>
            </div>
            <div className="mt-6 max-w-2xl">
              <RatingBreakdown
                breakdown={EXAMPLE_SCORES}
                rating={expectedRating(EXAMPLE_SCORES)}
                name="un casino de ejemplo"
                headingLevel={3}
                id="ejemplo-desglose"
                showMethodLink={false}
              />
            </div>
          </PageSection>

          <BonusFairnessFormula id={ANCHORS.bonusFairness} headingClassName={SECTION_HEADING_CLASS} />

          <PageSection id={ANCHORS.order} heading="Cómo se ordena la clasificación">
            <div className="mt-4 max-w-[70ch] space-y-4 leading-7 text-ink-soft">
              <p>
                El puesto de cada casino es su posición por nota, de mayor a menor. Nadie lo elige a mano: cuando cambia
                una nota, o las condiciones de un bono cambian la de «Bonos justos», la clasificación se recalcula sola.
              </p>
              <p data-testid="rank-tie-break">{RANK_TIE_BREAK}</p>
              <p>
                Los operadores cuya licencia de la DGOJ no hemos podido comprobar quedan «no clasificados»: no tienen
                puesto ni aparecen en las listas, y la comparativa los nombra al final con el motivo.
              </p>
            </div>
          </PageSection>
          <SafetyCapRule id={ANCHORS.safetyCap} headingClassName={SECTION_HEADING_CLASS} />
          <SanctionCapRule id={ANCHORS.sanctionCap} headingClassName={SECTION_HEADING_CLASS} />

          <EditorSections sections={sections} ids={ids} />

          <p className="flex flex-wrap gap-3">
            <Link to={href("/comparacion")} className="btn-primary">
              Ver la comparativa de casinos
            </Link>
            <Link to={href("/calculadora-bonos")} className="btn-secondary">
              Calcular el requisito de un bono
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
