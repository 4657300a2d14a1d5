// A payment-method page: the editors' intro with its sources, the casinos that accept the method as the comparison
// shows them (its cards, in its order, inside its form so «Comparar» works the same), each casino's processing
// time from its data, the operators «no clasificado» that list it, and the method's questions.
import type { PaymentMethodPageQueryResult } from "@casinolupa/content";
import { href } from "react-router";
import type { ComparisonCasino } from "../../lib/comparison/results";
import { COMPARISON_PARAMS } from "../../lib/comparison/state";
import { formatDate } from "../../lib/format";
import { ComparisonCard } from "../comparison/comparison-card";
import { CompareBar, ComparisonForm } from "../comparison/comparison-filters";
import { ComparisonNotes } from "../comparison/comparison-notes";
import { FaqList } from "../faq-list";
import { Breadcrumbs } from "../info-page/page-header";
import { formatWithdrawalTime } from "../review/casino-facts";
import { CasinoFaqList } from "../review/casino-faq-list";
import type { CasinoFaq } from "../review/casino-faqs";
import { Link } from "../site-link";
import { SourceList } from "../source-list";

type Props = {
  method: { label: string; name: string; slug: string; path: string };
  page: PaymentMethodPageQueryResult["page"];
  casinos: (ComparisonCasino & { lastReviewed: string })[];
  total: number;
  /** What we could verify of every ranked casino's licence (licenceCheckSentence). */
  licenceNote: string;
  faqs: CasinoFaq[];
  notRanked: { slug: string; name: string }[];
  comparisonHref: string;
  settings: PaymentMethodPageQueryResult["settings"];
  today: string;
};

export function PaymentMethodPage({
  method,
  page,
  casinos,
  total,
  licenceNote,
  faqs,
  notRanked,
  comparisonHref,
  settings,
  today,
}: Props) {
  return (
    <>
      <section className="bg-ink text-white" aria-labelledby="metodo-titulo">
        <div className="container-page py-10 md:py-14">
          <Breadcrumbs
            trail={[
              { name: "Inicio", path: "/" },
              { name: "Comparativa", path: href("/comparacion") },
              { name: `Casinos con ${method.name}`, path: method.path },
            ]}
          />
          <p className="mt-4 text-sm font-semibold uppercase tracking-wider text-emerald-300">
            {casinos.length} de los {total} casinos que clasificamos
          </p>
          <h1 id="metodo-titulo" className="mt-3 max-w-3xl text-3xl font-extrabold tracking-tight md:text-4xl">
            Casinos con {method.name} en España
          </h1>
          {page ? <p className="mt-4 max-w-2xl text-slate-200">{page.intro}</p> : null}
          <p className="mt-4 max-w-2xl text-slate-200">
            Estos son los casinos que analizamos cuyos datos incluyen {method.name} entre sus métodos de pago, en el
            orden de nuestra puntuación sobre 10.{" "}
            <Link to={comparisonHref} className="font-semibold text-white underline">
              Combínalo con otros filtros en la comparativa
            </Link>
            .
          </p>
        </div>
      </section>

      {/* One column that never grows past the screen: the processing-times table scrolls inside its own box. */}
      <div className="container-page grid grid-cols-1 gap-10 py-10">
        <ComparisonForm>
          {/* «Comparar» sends the ticked casinos to /comparacion with this method's filter on. */}
          <input type="hidden" name={COMPARISON_PARAMS.payment} value={method.slug} />
          <h2 className="sr-only">Casinos que aceptan {method.name}</h2>
          <ol className="grid gap-6" data-testid="payment-method-casinos">
            {casinos.map((casino) => (
              <li key={casino.slug}>
                <ComparisonCard casino={casino} settings={settings} today={today} />
              </li>
            ))}
          </ol>
          <CompareBar page={1} />
        </ComparisonForm>

        <section aria-labelledby="tiempos-titulo">
          <h2 id="tiempos-titulo" className="text-2xl font-bold">
            Tiempo de procesamiento de las retiradas
          </h2>
          <p className="mt-2 max-w-3xl text-ink-soft">
            Lo que tarda cada operador en aprobar una retirada, según los datos de su análisis (con sus fuentes). No
            incluye lo que tarda después el dinero en llegar por {method.name}.
          </p>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[32rem] border-collapse text-left text-sm" data-testid="processing-times">
              <caption className="sr-only">
                Tiempo de procesamiento de las retiradas de los casinos con {method.name}
              </caption>
              <thead>
                <tr className="border-b-2 border-line">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Casino
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    Tiempo de procesamiento
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    Datos revisados el
                  </th>
                </tr>
              </thead>
              <tbody>
                {casinos.map((casino) => (
                  <tr key={casino.slug} className="border-b border-line">
                    <th scope="row" className="py-2 pr-4 font-semibold">
                      <Link
                        to={`${href("/:slug", { slug: casino.slug })}#fuentes`}
                        className="text-brand-strong underline"
                      >
                        {casino.name}
                      </Link>
                    </th>
                    <td className="py-2 pr-4">{formatWithdrawalTime(casino.withdrawalTime)}</td>
                    <td className="py-2">
                      <time dateTime={casino.lastReviewed}>{formatDate(casino.lastReviewed)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>

        {notRanked.length > 0 ? (
          <section aria-labelledby="no-clasificados-titulo">
            <h2 id="no-clasificados-titulo" className="text-xl font-bold">
              También lo aceptan, sin clasificar
            </h2>
            <p className="mt-2 max-w-3xl text-ink-soft">
              Estos operadores incluyen {method.name} en sus datos, pero no están en nuestra clasificación; su página
              explica por qué:{" "}
              {notRanked.map((operator, index) => (
                <span key={operator.slug}>
                  {index > 0 ? ", " : ""}
                  <Link
                    to={href("/:slug", { slug: operator.slug })}
                    className="font-semibold text-brand-strong underline"
                  >
                    {operator.name}
                  </Link>
                </span>
              ))}
              .
            </p>
          </section>
        ) : null}

        <section aria-labelledby="preguntas-titulo">
          <h2 id="preguntas-titulo" className="text-2xl font-bold">
            Preguntas frecuentes sobre {method.name}
          </h2>
          <div className="mt-4 grid gap-3">
            <CasinoFaqList faqs={faqs} />
            <FaqList faqs={page?.faqs ?? []} name="casino-faq" />
          </div>
        </section>

        {page && page.sources.length > 0 ? (
          <section aria-labelledby="fuentes-titulo">
            <h2 id="fuentes-titulo" className="text-xl font-bold">
              Fuentes
            </h2>
            <SourceList sources={page.sources} className="mt-3" />
            <p className="mt-3 text-sm text-muted">
              Última actualización de esta página:{" "}
              <time dateTime={page.lastUpdated}>{formatDate(page.lastUpdated)}</time>
            </p>
          </section>
        ) : null}

        <ComparisonNotes bonusConditionsNote={settings.bonusConditionsNote} licenceNote={licenceNote} />
      </div>
    </>
  );
}
