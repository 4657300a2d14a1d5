// The casino review template, rendered by routes/website/content-page.tsx for
// every casino document: header and welcome bonus, then the review with the side cards on the right.
import type { TopLevelPageQueryResult } from "@casinolupa/content";
import { mayLinkToOperator, offerIsCurrent, staleOfferNotice } from "@casinolupa/domain";
import { href } from "react-router";
import type { BonusCalculatorState } from "../../lib/calculators/form-state";
import type { ChangeEntry } from "../../lib/change-log";
import { formatDate } from "../../lib/format";
import { BonusCalculator } from "../calculators/bonus-calculator";
import { ChangeHistory } from "../change-log/change-history";
import { AffiliateDisclosure, NotRecommendedNote, OperatorLink, outboundPath } from "../operator-link";
import { Rating } from "../rating";
import { RatingBreakdown } from "../rating-breakdown";
import { Link } from "../site-link";
import { BONUS_CONDITIONS_ID, BonusDetails, WelcomeBonusBox } from "./bonus";
import { CasinoFaqList } from "./casino-faq-list";
import { casinoFaqs } from "./casino-faqs";
import { CasinoLogo } from "./casino-logo";
import { CompanySection, FreshnessNotice, SanctionsSection, SourcesSection } from "./operator-facts";
import { GamesAndProviders, Overview, ProsAndCons, ReviewSection } from "./review-sections";
import { ReviewSidebar } from "./review-sidebar";
import type { ReviewCasino } from "./review-types";

type Props = {
  casino: ReviewCasino;
  settings: TopLevelPageQueryResult["settings"];
  /** The wagering calculator, prefilled with this casino's bonus (from the loader's query string). */
  calculator: BonusCalculatorState;
  /** Today's date (YYYY-MM-DD) from the loader, to tell whether the review is past its 90 days. */
  today: string;
  /** Its recorded changes, newest first (null: the log could not be read). */
  changes: readonly ChangeEntry[] | null;
};

export function CasinoReview({ casino, settings, calculator, today, changes }: Props) {
  const faqs = casinoFaqs(casino, {
    ...settings,
    staleOfferNotice: offerIsCurrent(casino.bonusCheckedAt, today)
      ? null
      : staleOfferNotice(casino.bonusCheckedAt, today),
  });
  const linked = mayLinkToOperator(casino);

  return (
    <article>
      <div className="border-b border-line bg-white">
        <div className="container-page pb-10 pt-5">
          <Breadcrumbs name={casino.name} />
          <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
            <header>
              <div className="flex flex-wrap items-center gap-4">
                <CasinoLogo logo={casino.logo} className="h-12 w-auto rounded-xl sm:h-16" />
                <div>
                  <p className="flex flex-wrap items-center gap-2 text-sm">
                    <span className="rounded-full bg-ink px-2.5 py-0.5 font-bold text-white">
                      <span aria-hidden="true">Nº {casino.rank}</span>
                      <span className="sr-only">Puesto {casino.rank} de nuestra clasificación</span>
                    </span>
                    <span className="text-muted">Análisis de casino</span>
                  </p>
                  <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">{casino.name}</h1>
                </div>
              </div>
              <div className="mt-4">
                <Rating rating={casino.rating} size="lg" />
              </div>
              <p className="mt-4 max-w-2xl text-ink-soft">{casino.description}</p>
              <div className="mt-6 flex flex-wrap gap-3">
                {linked ? <OperatorLink href={outboundPath(casino.slug)}>Jugar en {casino.name}</OperatorLink> : null}
                <a href={`#${BONUS_CONDITIONS_ID}`} className="btn-secondary">
                  Términos y condiciones
                </a>
              </div>
              {linked ? (
                <AffiliateDisclosure text={settings.affiliateDisclosure} className="mt-3 max-w-2xl" />
              ) : (
                <NotRecommendedNote name={casino.name} className="mt-3 max-w-2xl" />
              )}
              <p className="mt-3 text-sm text-muted" data-testid="review-byline">
                {casino.author ? (
                  <>
                    <span>
                      Por{" "}
                      <Link
                        to={href("/autores/:slug", { slug: casino.author.slug })}
                        rel="author"
                        className="font-semibold text-brand-strong underline"
                      >
                        {casino.author.name}
                      </Link>
                    </span>
                    {" · "}
                  </>
                ) : null}
                <span>
                  Última revisión: <time dateTime={casino.lastReviewed}>{formatDate(casino.lastReviewed)}</time>
                </span>
              </p>
              <FreshnessNotice lastReviewed={casino.lastReviewed} today={today} />
            </header>
            <WelcomeBonusBox casino={casino} settings={settings} today={today} />
          </div>
        </div>
      </div>

      <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 content-start gap-6">
          <BonusDetails casino={casino} settings={settings} today={today} />
          <BonusCalculator
            action={href("/:slug", { slug: casino.slug })}
            state={calculator}
            title={`¿Cuánto tendrás que apostar para liberar el bono de ${casino.name}?`}
          />
          <Overview casino={casino} />
          <CompanySection casino={casino} />
          <SanctionsSection casino={casino} />
          <RatingBreakdown
            breakdown={casino.ratingBreakdown}
            rating={casino.rating}
            name={casino.name}
            unverified={casino.unverified}
            sanctions={casino.sanctions}
          />
          <GamesAndProviders casino={casino} />
          <ProsAndCons casino={casino} />
          <ReviewSection id="preguntas" title={`Preguntas frecuentes sobre ${casino.name}`}>
            <CasinoFaqList faqs={faqs} />
          </ReviewSection>
          <SourcesSection casino={casino} />
          <ChangeHistory name={casino.name} slug={casino.slug} changes={changes} />
        </div>
        <ReviewSidebar casino={casino} settings={settings} today={today} />
      </div>
    </article>
  );
}

function Breadcrumbs({ name }: { name: string }) {
  return (
    <nav aria-label="Ruta de navegación">
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        <li>
          <Link to="/" className="inline-block py-1 hover:text-brand-strong hover:underline">
            Inicio
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <Link to={href("/comparacion")} className="inline-block py-1 hover:text-brand-strong hover:underline">
            Comparativa
          </Link>
        </li>
        <li aria-hidden="true">›</li>
        <li>
          <span aria-current="page" className="font-semibold text-ink">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
