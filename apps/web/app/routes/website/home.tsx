import { type HomeQueryResult, homeQuery } from "@casinolupa/content";
import { licenceCheckSentence, rankCasinos, todayIso } from "@casinolupa/domain";
import { href } from "react-router";
import { CasinoCard } from "../../components/casino-card";
import { ComparisonButton } from "../../components/comparison-button";
import { HomeFaq } from "../../components/home/home-faq";
import { HowToChoose } from "../../components/home/how-to-choose";
import { ImageGallery } from "../../components/home/image-gallery";
import { NewsletterBox } from "../../components/home/newsletter-box";
import { ResponsibleGamblingBox } from "../../components/home/responsible-gambling-box";
import { TrustSection } from "../../components/home/trust-section";
import { Island } from "../../components/island";
import { Link } from "../../components/site-link";
import { contentContext } from "../../context.server";
import { siteImage } from "../../lib/image";
import type { RouteHandle } from "../../lib/route-handle";
import { absoluteUrl, organization, pageMeta, SITE_NAME, siteOrigin } from "../../lib/seo";
import { shellData, useShellData } from "../../lib/shell";
import type { Route } from "./+types/home";

/** The home page shows the six best-ranked casinos. */
const HOME_CASINO_COUNT = 6;

/** Shown instead of bonus amounts while the settings switch `hideBonusAmounts` is on. */
const HIDDEN_BONUS_TEXT = "Consulta la oferta vigente en la web del operador";

type HomeBanners = NonNullable<HomeQueryResult["banners"]>;
/** A card of the carousel or of a gallery, as queried (both project the same fields). */
type QueriedCard =
  | NonNullable<NonNullable<HomeBanners["homeCarousel"]>["cards"]>[number]
  | NonNullable<NonNullable<HomeBanners["galleries"]>[number]["cards"]>[number];
const imageCards = (cards: readonly QueriedCard[] | null | undefined) =>
  (cards ?? []).map((card) => ({ ...card, image: siteImage(card.image) }));

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const { casinos, faqs, settings, banners } = await content.fetch(homeQuery);
  const { bonusConditionsNote, hideBonusAmounts } = settings;
  const carousel = banners?.homeCarousel;
  const { ranked } = rankCasinos(casinos);
  return {
    /** What we could verify of every ranked casino's licence, for «Por qué confiar en CasinoLupa». */
    licenceNote: licenceCheckSentence(ranked),
    casinos: ranked.slice(0, HOME_CASINO_COUNT).map((casino) => ({
      ...casino,
      bonus: hideBonusAmounts ? HIDDEN_BONUS_TEXT : casino.bonus,
      logo: siteImage(casino.logo),
    })),
    bonusConditionsNote,
    today: todayIso(),
    faqs,
    carousel: carousel ? { ...carousel, cards: imageCards(carousel.cards) } : null,
    galleries: (banners?.galleries ?? []).map((gallery) => ({ ...gallery, cards: imageCards(gallery.cards) })),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellData(matches);
  const origin = siteOrigin(matches);
  const seo = shell?.defaultSeo;
  return pageMeta({
    title: seo?.title ?? "Los mejores casinos online de España",
    description: seo?.description ?? "",
    keywords: seo?.keywords,
    path: "/",
    origin,
    image: siteImage(seo?.image),
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        "@id": absoluteUrl(origin, "/#website"),
        name: SITE_NAME,
        url: absoluteUrl(origin, "/"),
        inLanguage: "es-ES",
        publisher: { "@id": absoluteUrl(origin, "/#organization") },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: absoluteUrl(origin, "/search?q={search_term_string}") },
          "query-input": "required name=search_term_string",
        },
      },
      { "@context": "https://schema.org", ...organization(origin) },
    ],
  });
};

/** The carousel, the newsletter boxes and their toasts are islands (app/islands.ts); the rest is HTML only. */
export const handle = { islands: true } satisfies RouteHandle;

export default function Home({ loaderData }: Route.ComponentProps) {
  const helpLine = useShellData()?.footer.helpLines[0];
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="hero-title">
        <div className="container-page py-14 md:py-20">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
            Casinos con licencia en España
          </p>
          <h1 id="hero-title" className="mt-3 max-w-3xl text-4xl font-extrabold tracking-tight md:text-5xl">
            Los mejores casinos online de España, comparados con lupa
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-slate-200">
            Analizamos bonos, condiciones, métodos de pago y tiempos de retirada de los operadores con licencia de la
            DGOJ para que elijas con información clara. Solo para mayores de 18 años.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href("/comparacion")} className="btn-primary">
              Ver la comparativa completa
            </Link>
            <Link to={href("/guia-juego-responsable")} className="btn-on-dark">
              Guía de juego responsable
            </Link>
          </div>
        </div>
      </section>

      <section className="container-page py-12" aria-labelledby="top-casinos-title">
        <h2 id="top-casinos-title" className="text-2xl font-bold md:text-3xl">
          Los 6 mejores casinos online
        </h2>
        <p className="mt-2 text-muted">Ordenados por nuestra puntuación sobre 10.</p>
        <ol className="mt-8 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {loaderData.casinos.map((casino) => (
            <li key={casino.slug} className="flex">
              <CasinoCard
                casino={casino}
                bonusConditionsNote={loaderData.bonusConditionsNote}
                today={loaderData.today}
              />
            </li>
          ))}
        </ol>
        <ComparisonButton>Ver todos los casinos en la comparativa</ComparisonButton>
      </section>

      {/* Below the top list, so that on a phone the first ranked casino starts on the screen after the hero. */}
      <NewsletterBox
        source="home-top"
        title="Recibe nuestros análisis en tu correo"
        text="Te avisamos cuando publicamos o actualizamos un análisis o una guía. No enviamos ofertas ni bonos de los operadores. Date de baja con un clic."
      />

      <TrustSection licenceNote={loaderData.licenceNote} />

      {loaderData.carousel ? <Island name="game-carousel" props={{ carousel: loaderData.carousel }} /> : null}

      {loaderData.galleries.map((gallery) => (
        <ImageGallery key={gallery._key} gallery={gallery} />
      ))}

      <HomeFaq faqs={loaderData.faqs} />

      <NewsletterBox
        source="home-bottom"
        tone="dark"
        title="¿Te ha resultado útil? Sigue al día"
        text="Análisis nuevos o actualizados y consejos de juego responsable, en tu correo. Sin ofertas de bonos. Solo para mayores de 18 años."
      />

      <HowToChoose />

      <ResponsibleGamblingBox helpLine={helpLine} />

      <Island name="toaster" props={{}} />
    </>
  );
}
