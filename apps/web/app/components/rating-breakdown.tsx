// How a casino's rating is made: the seven sub-scores, the weight of each, and the weighted average that gives
// the published rating. The weights are the ones the dataset validator enforces (@casinolupa/domain),
// so what this shows always adds up. Bars are <meter> elements: no inline styles (the CSP forbids them).

import {
  type CappingSanction,
  RATING_CATEGORIES,
  RATING_CATEGORY_LABELS,
  RATING_WEIGHTS,
  type RatingBreakdownScores,
  type RatingCategory,
  safetyCap,
  sanctionCap,
  todayIso,
  weightedRating,
} from "@casinolupa/domain";
import { href } from "react-router";
import { formatDate, formatRating } from "../lib/format";
import { Link } from "./site-link";

/** What each sub-score is called and what it looks at, in the site's words (also used by /como-puntuamos). */
export const RATING_CRITERIA: Record<RatingCategory, { label: string; summary: string }> = {
  safety: {
    label: RATING_CATEGORY_LABELS.safety,
    summary:
      "Licencia de la DGOJ (con un tope si no hemos podido verificar su titular o sus números), trayectoria del operador y transparencia de sus condiciones.",
  },
  bonusFairness: {
    label: RATING_CATEGORY_LABELS.bonusFairness,
    summary:
      "Euros que hay que apostar por cada euro de bono (requisito efectivo), con una fórmula publicada; no el tamaño del bono.",
  },
  payments: {
    label: RATING_CATEGORY_LABELS.payments,
    summary: "Métodos disponibles, depósito mínimo, comisiones y plazos de retirada que anuncia el operador.",
  },
  games: {
    label: RATING_CATEGORY_LABELS.games,
    summary: "Catálogo, proveedores, RTP publicado y calidad del casino en directo.",
  },
  support: {
    label: RATING_CATEGORY_LABELS.support,
    summary: "Canales, horarios y atención en español.",
  },
  mobile: {
    label: RATING_CATEGORY_LABELS.mobile,
    summary: "Aplicación y web para el móvil: si permiten lo mismo que la web de ordenador.",
  },
  responsibleTools: {
    label: RATING_CATEGORY_LABELS.responsibleTools,
    summary:
      "Límites de depósito y de tiempo, avisos de sesión, autoexclusión y lo fácil que es encontrarlos (con un tope tras una multa por dejar jugar a quien tiene prohibido el acceso).",
  },
};

export const RATING_METHOD_PATH = href("/como-puntuamos");
/** Where /como-puntuamos publishes the «Seguridad y licencia» cap. */
export const SAFETY_CAP_ANCHOR = "tope-seguridad";
/** Where /como-puntuamos publishes the «Juego responsable» cap after a sanction. */
export const SANCTION_CAP_ANCHOR = "tope-juego-responsable";

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
  unverified,
  sanctions,
}: {
  breakdown: RatingBreakdownScores;
  rating: number;
  /** The casino's name, for the heading ("Cómo puntuamos bet365"). */
  name?: string;
  headingLevel?: 2 | 3;
  id?: string;
  showMethodLink?: boolean;
  /** The operator facts marked «sin verificar»: when they cap «Seguridad y licencia», the row says so. */
  unverified?: readonly string[] | null;
  /** The licensee's sanctions: when one caps «Juego responsable», the row says so. */
  sanctions?: readonly CappingSanction[] | null;
}) {
  const weighted = weightedRating(breakdown);
  const cap = safetyCap(unverified);
  const sanctioned = sanctionCap(sanctions, todayIso());
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
              {category === "responsibleTools" && sanctioned ? (
                <CapNote
                  cap={sanctioned.cap}
                  reason={`${sanctioned.reason} (multa del ${formatDate(sanctioned.date)})`}
                  anchor={SANCTION_CAP_ANCHOR}
                  testId="sanction-cap-note"
                />
              ) : null}
              {category === "safety" && cap ? (
                <CapNote cap={cap.cap} reason={cap.reason} anchor={SAFETY_CAP_ANCHOR} testId="safety-cap-note" />
              ) : null}
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
            Cómo puntuamos: criterios, pesos y topes
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Why a row's score is capped, with a link to where /como-puntuamos publishes that cap. */
function CapNote({ cap, reason, anchor, testId }: { cap: number; reason: string; anchor: string; testId: string }) {
  return (
    <p className="mt-1 text-sm text-amber-900" data-testid={testId}>
      Como máximo {formatRating(cap)}: {reason}.{" "}
      <Link to={`${RATING_METHOD_PATH}#${anchor}`} className="underline underline-offset-3">
        Por qué hay un tope
      </Link>
    </p>
  );
}
