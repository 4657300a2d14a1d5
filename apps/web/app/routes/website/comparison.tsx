// /comparacion: every casino we review, by rank, side by side (SPEC.md "Comparison page").
import { comparisonQuery } from "@casinolupa/content";
import { ComparisonCard } from "../../components/comparison/comparison-card";
import { ComparisonNotes } from "../../components/comparison/comparison-notes";
import { content } from "../../content.server";
import { absoluteUrl, breadcrumbs, pageMeta } from "../../lib/seo";
import { shellData } from "../../lib/shell";
import type { Route } from "./+types/comparison";

/** Cards below this many are off screen on first paint, so their logos load lazily. */
const EAGER_LOGOS = 2;

export async function loader() {
  const { casinos, settings } = await content.fetch(comparisonQuery);
  return {
    casinos,
    settings: {
      bonusConditionsNote:
        settings?.bonusConditionsNote ?? "Condiciones sujetas a cambios; consulta la web del operador",
      hideBonusAmounts: settings?.hideBonusAmounts ?? false,
      affiliateDisclosure: settings?.affiliateDisclosure ?? "",
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = shellData(matches)?.origin ?? "https://www.casinolupa.es";
  const path = "/comparacion";
  return pageMeta({
    title: "Comparativa de casinos online en España",
    description:
      "Compara los 10 casinos online con licencia de la DGOJ: bonos con sus condiciones, depósito mínimo, tiempos de retirada, métodos de pago y nuestra nota sobre 10.",
    keywords: [
      "comparativa casinos online",
      "casinos online España",
      "mejores casinos online",
      "casinos con licencia DGOJ",
    ],
    path,
    origin,
    structuredData: [
      breadcrumbs(origin, [
        { name: "Inicio", path: "/" },
        { name: "Comparación", path },
      ]),
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: "Comparativa de casinos online en España",
        itemListOrder: "https://schema.org/ItemListOrderAscending",
        itemListElement: (loaderData?.casinos ?? []).map((casino) => ({
          "@type": "ListItem",
          position: casino.rank,
          name: casino.name,
          url: absoluteUrl(origin, `/${casino.slug}`),
        })),
      },
    ],
  });
};

export default function Comparison({ loaderData }: Route.ComponentProps) {
  const { casinos, settings } = loaderData;
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="comparison-title">
        <div className="container-page py-10 md:py-14">
          <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
            {casinos.length} casinos con licencia de la DGOJ
          </p>
          <h1 id="comparison-title" className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight md:text-4xl">
            Comparativa de casinos online en España
          </h1>
          <p className="mt-4 max-w-2xl text-slate-200">
            Todos los casinos que analizamos, ordenados por nuestra puntuación sobre 10. Compara de un vistazo el bono
            con sus condiciones, los servicios, lo que tardan en pagar y los métodos de pago de cada uno.
          </p>
        </div>
      </section>

      <div className="container-page py-10">
        <ol className="grid gap-6">
          {casinos.map((casino, index) => (
            <li key={casino.slug}>
              <ComparisonCard casino={casino} settings={settings} lazyLogo={index >= EAGER_LOGOS} />
            </li>
          ))}
        </ol>
        <ComparisonNotes bonusConditionsNote={settings.bonusConditionsNote} />
      </div>
    </>
  );
}
