// The published «Bonos justos» formula on /como-puntuamos. The figures come from the same domain functions that
// the dataset validator enforces, so the page cannot disagree with the sub-scores on the site.
import { BONUS_FAIRNESS_FORMULA, bonusFairnessScore, formatMultiple } from "@casinolupa/domain";
import { formatRating } from "../lib/format";

const EXAMPLE_MULTIPLES = [10, 20, 25, 30, 35, 40, 50] as const;

export function BonusFairnessFormula({ id, headingClassName }: { id: string; headingClassName: string }) {
  const { fullMarksUpTo, multiplePerPoint } = BONUS_FAIRNESS_FORMULA;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={headingClassName}>
        Cómo sale la nota de «Bonos justos»
      </h2>
      <div className="mt-4 max-w-[70ch] space-y-4 leading-7 text-ink-soft">
        <p>
          Comparamos los bonos por lo que hay que apostar por cada euro de bono: el requisito efectivo. Un requisito
          sobre el bono ya es esa cifra. Uno sobre bono + depósito suma además el depósito que da cada euro de bono:
          {` ${formatMultiple(20)}`} sobre bono + depósito con un bono del 100 % son 40 € apostados por cada euro de
          bono, es decir, {formatMultiple(40)}.
        </p>
        <p className="rounded-lg border border-line bg-white p-4 font-semibold text-ink" data-testid="bonus-formula">
          Nota de «Bonos justos» = 10 − (requisito efectivo − {fullMarksUpTo}) ÷ {multiplePerPoint}, con un decimal,
          entre 0 y 10. Hasta {formatMultiple(fullMarksUpTo)} la nota es 10.
        </p>
        <p>
          La misma cifra ordena «Requisito de apuesta más bajo» en la comparativa y decide si el requisito aparece entre
          las ventajas o las desventajas de cada reseña. El plazo, la apuesta máxima y los juegos que cuentan los
          mostramos junto a cada bono, pero no cambian esta nota.
        </p>
      </div>
      <div className="mt-6 max-w-md overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Nota de «Bonos justos» según el requisito efectivo</caption>
          <thead className="bg-canvas text-xs uppercase tracking-wider text-muted">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Requisito efectivo
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Nota
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {EXAMPLE_MULTIPLES.map((multiple) => (
              <tr key={multiple}>
                <th scope="row" className="px-4 py-2 font-semibold text-ink tabular-nums">
                  {formatMultiple(multiple)} ({multiple} € por euro de bono)
                </th>
                <td className="px-4 py-2 text-right tabular-nums">{formatRating(bonusFairnessScore(multiple))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
