// How a casino's rating is made: the seven sub-scores, the weight of each, and the weighted average that gives
// the published rating. The weights are the ones the dataset validator enforces (@casinolupa/domain),
// so what this shows always adds up. Bars are <meter> elements: no inline styles (the CSP forbids them).

import {
  RATING_CATEGORIES,
  RATING_WEIGHTS,
  type RatingBreakdownScores,
  type RatingCategory,
  weightedRating,
} from "@casinolupa/domain";
import { href, Link } from "react-router";
import { formatRating } from "../lib/format";

/** What each sub-score is called and what it looks at, in the site's words (also used by /como-puntuamos). */
export const RATING_CRITERIA: Record<RatingCategory, { label: string; summary: string }> = {
  safety: {
    label: "Seguridad y licencia",
    summary: "Licencia de la DGOJ, trayectoria del operador, protección de datos y transparencia de sus condiciones.",
  },
  bonusFairness: {
    label: "Bonos justos",
    summary:
      "Euros que hay que apostar por cada euro de bono (requisito efectivo), con una fórmula publicada; no el tamaño del bono.",
  },
  payments: {
    label: "Pagos",
    summary: "Métodos disponibles, depósito mínimo, comisiones y rapidez real de las retiradas.",
  },
  games: {
    label: "Juegos",
    summary: "Catálogo, proveedores, RTP publicado y calidad del casino en directo.",
  },
  support: {
    label: "Atención al cliente",
    summary: "Canales, horarios, atención en español y calidad de las respuestas.",
  },
  mobile: {
    label: "Móvil",
    summary: "Funcionamiento en el navegador del móvil y en las aplicaciones, en iPhone y en Android.",
  },
  responsibleTools: {
    label: "Juego responsable",
    summary: "Límites de depósito y de tiempo, avisos de sesión, autoexclusión y lo fácil que es usarlos.",
  },
};

export const RATING_METHOD_PATH = href("/como-puntuamos");

// <meter> is styled through its browser pseudo-elements (WebKit/Blink and Gecko), as a rounded bar.
const METER_CLASSES = [
  "mt-1.5 block h-2.5 w-full appearance-none overflow-hidden rounded-full bg-slate-200",
  "[&::-webkit-meter-bar]:h-2.5 [&::-webkit-meter-bar]:rounded-full [&::-webkit-meter-bar]:border-0 [&::-webkit-meter-bar]:bg-slate-200 [&::-webkit-meter-bar]:bg-none",
  // Blink paints the value with a gradient image, so the colour needs the image removed.
  "[&::-webkit-meter-optimum-value]:rounded-full [&::-webkit-meter-optimum-value]:bg-brand [&::-webkit-meter-optimum-value]:bg-none",
  "[&::-moz-meter-bar]:rounded-full [&::-moz-meter-bar]:bg-brand",
].join(" ");

const twoDecimals = new Intl.NumberFormat("es-ES", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The sub-scores of one casino with their weights and bars, and the weighted total, which is the rating shown
 * everywhere else. `rating` is the published one; when the data disagrees (the validator stops that from being
 * committed) the published rating is still the one shown, and the difference is logged.
 */
export function RatingBreakdown({
  breakdown,
  rating,
  name,
  headingLevel = 2,
  id = "desglose-puntuacion",
  showMethodLink = true,
}: {
  breakdown: RatingBreakdownScores;
  rating: number;
  /** The casino's name, for the heading ("Cómo puntuamos bet365"). */
  name?: string;
  headingLevel?: 2 | 3;
  id?: string;
  showMethodLink?: boolean;
}) {
  const weighted = weightedRating(breakdown);
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6" data-testid="rating-breakdown">
      <Heading id={id} className="text-xl font-bold tracking-tight">
        {name ? `Puntuación de ${name}, apartado a apartado` : "Puntuación, apartado a apartado"}
      </Heading>
      <p className="mt-1 text-sm text-muted">
        Siete apartados de 0 a 10; cada uno pesa lo que indica su porcentaje en la nota final.
      </p>
      <ul className="mt-5 space-y-4">
        {RATING_CATEGORIES.map((category) => {
          const score = breakdown[category];
          const labelId = `${id}-${category}`;
          return (
            <li key={category}>
              <div className="flex items-baseline justify-between gap-3">
                <span id={labelId} className="font-semibold text-ink">
                  {RATING_CRITERIA[category].label}{" "}
                  <span className="ml-1 text-sm font-normal whitespace-nowrap text-muted">
                    peso {RATING_WEIGHTS[category]}&nbsp;%
                  </span>
                </span>
                <span className="font-bold tabular-nums text-ink">
                  {formatRating(score)}
                  <span className="font-normal text-muted">/10</span>
                </span>
              </div>
              <meter aria-labelledby={labelId} min={0} max={10} value={score} className={METER_CLASSES}>
                {formatRating(score)} sobre 10
              </meter>
            </li>
          );
        })}
      </ul>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-3 border-t border-line pt-4">
        <p className="text-sm text-ink-soft">
          Media ponderada: <span className="tabular-nums">{twoDecimals.format(weighted)}</span>, redondeada a un
          decimal.
        </p>
        <p className="text-lg font-extrabold text-ink" data-testid="rating-total">
          Nota final: {formatRating(rating)}
          <span className="font-normal text-muted">/10</span>
        </p>
      </div>
      {showMethodLink ? (
        <p className="mt-3 text-sm">
          <Link
            to={RATING_METHOD_PATH}
            className="font-semibold text-brand-strong underline underline-offset-3 hover:no-underline"
          >
            Cómo puntuamos: criterios, pesos y pruebas
          </Link>
        </p>
      ) : null}
    </section>
  );
}
