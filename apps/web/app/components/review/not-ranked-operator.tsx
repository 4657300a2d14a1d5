// The page of an operator «no clasificado» (/paston): why it is not in our ranking and how a visitor checks its
// licence in the DGOJ register. No review, no bonus and no link to the operator (decision 015).
import type { ChangeEntry } from "../../lib/change-log";
import { formatDate } from "../../lib/format";
import { ChangeHistory } from "../change-log/change-history";
import { ComparisonButton } from "../comparison-button";
import { ExternalLink } from "../operator-link";
import { CasinoLogo, type LogoImage } from "./casino-logo";

/** The DGOJ's site, where its register of licensed operators is published (the link the rest of the site uses). */
export const DGOJ_REGISTER_URL = "https://www.ordenacionjuego.es";

export type NotRankedOperatorData = {
  slug: string;
  name: string;
  logo: LogoImage;
  reason: string;
  checkedAt: string | null;
};

export function NotRankedOperator({
  operator,
  changes,
}: {
  operator: NotRankedOperatorData;
  /** Its recorded changes (leaving the ranking among them), newest first; null when the log cannot be read. */
  changes: readonly ChangeEntry[] | null;
}) {
  return (
    <article className="container-page py-10">
      <div className="card mx-auto max-w-3xl p-6 md:p-10">
        <div className="flex flex-wrap items-center gap-4">
          <CasinoLogo logo={operator.logo} className="h-12 w-auto rounded-xl opacity-70 grayscale sm:h-16" />
          <div>
            <p className="text-sm">
              <span className="rounded-full bg-slate-200 px-2.5 py-0.5 font-bold text-ink">No clasificado</span>
            </p>
            <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-4xl">
              {operator.name}: por qué no está en nuestra clasificación
            </h1>
          </div>
        </div>

        <section aria-labelledby="motivo" className="mt-8">
          <h2 id="motivo" className="text-xl font-bold">
            El motivo
          </h2>
          <p className="mt-3 text-ink-soft">{operator.reason}</p>
          {operator.checkedAt ? (
            <p className="mt-2 text-sm text-muted">
              Comprobado el <time dateTime={operator.checkedAt}>{formatDate(operator.checkedAt)}</time>.
            </p>
          ) : null}
          <p className="mt-3 text-ink-soft">
            Solo clasificamos operadores cuya licencia de la DGOJ hemos podido comprobar. Por eso {operator.name} no
            tiene puesto ni nota en nuestras listas, y no enlazamos a su web.
          </p>
        </section>

        <section aria-labelledby="comprobar" className="mt-8">
          <h2 id="comprobar" className="text-xl font-bold">
            Cómo comprobarlo tú
          </h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-ink-soft">
            <li>
              Entra en la{" "}
              <ExternalLink href={DGOJ_REGISTER_URL} className="font-semibold text-brand-strong underline">
                web de la Dirección General de Ordenación del Juego (DGOJ)
              </ExternalLink>
              , que publica el registro de operadores con licencia para operar en España.
            </li>
            <li>Busca el nombre de la marca, «{operator.name}», o el de la empresa que la explota.</li>
            <li>
              Si no aparece en el registro, esa web no tiene licencia para ofrecer juego en España: no deposites dinero
              en ella.
            </li>
          </ol>
        </section>

        <ComparisonButton>Ver los casinos que sí clasificamos</ComparisonButton>
      </div>
      <div className="mx-auto mt-6 max-w-3xl">
        <ChangeHistory name={operator.name} slug={operator.slug} changes={changes} />
      </div>
    </article>
  );
}
