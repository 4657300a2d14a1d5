import { homeQuery } from "@casinolupa/content";
import { Link } from "react-router";
import { CasinoCard } from "../../components/casino-card";
import { content } from "../../content.server";
import { siteImage } from "../../lib/image";
import type { RouteHandle } from "../../lib/route-handle";
import { SITE_NAME, absoluteUrl, organization, pageMeta } from "../../lib/seo";
import { shellData } from "../../lib/shell";
import type { Route } from "./+types/home";

/** The home page shows the six best-ranked casinos (SPEC.md section 9). */
const HOME_CASINO_COUNT = 6;

export const handle: RouteHandle = { hydrate: true };

export async function loader() {
  const { casinos, settings } = await content.fetch(homeQuery, { limit: HOME_CASINO_COUNT });
  return {
    casinos: casinos.map((casino) => ({ ...casino, logo: siteImage(casino.logo) })),
    bonusConditionsNote: settings?.bonusConditionsNote ?? "",
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const shell = shellData(matches);
  const origin = shell?.origin ?? "https://www.casinolupa.es";
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

export default function Home({ loaderData }: Route.ComponentProps) {
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
            <Link to="/comparacion" className="btn-primary">
              Ver la comparativa completa
            </Link>
            <Link to="/guia-juego-responsable" className="btn-on-dark">
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
              <CasinoCard casino={casino} bonusConditionsNote={loaderData.bonusConditionsNote} />
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
