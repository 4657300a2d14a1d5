// The spending-limit calculator: from monthly income to the Lower-Risk Gambling Guidelines' recommendation (1 % a
// month, at most 4 days, at most 2 kinds of game), and nothing else (decision 030). A GET form that works without JavaScript: the page's loader reads the query
// string with `limitCalculatorState` and passes the state in.
import { LIMIT_PARAMS, type LimitCalculatorState } from "../../lib/calculators/form-state";
import { type GamblingLimits, type LimitField, LOWER_RISK_GUIDELINE } from "../../lib/calculators/limits";
import { formatPercent } from "../../lib/calculators/number-es";
import { formatEuros } from "../../lib/format";
import { CalculatorForm, ErrorSummary, Figure, Heading, type HeadingLevel, NumberField } from "./calculator-parts";

export const LIMIT_CALCULATOR_ID = "calculadora-limites";

/** The free, confidential help line run by FEJAR and Jdigital; pages pass the one from the site settings. */
const DEFAULT_HELP_LINE = { name: "Línea de ayuda de FEJAR y Jdigital", phone: "900 533 025" };

/** The deposit limits every licensed operator applies unless the player asks for others (RD 1614/2011, art. 36). */
const LEGAL_DEFAULT_DEPOSIT_LIMITS = { daily: 600, weekly: 1500, monthly: 3000 } as const;

const percentOf = (share: number) => formatPercent(share * 100);

/**
 * @param action The path of the page the calculator is on (e.g. "/guia-juego-responsable"); the form sends the
 *   income there and the page lands on the result (`#<id>-resultado`).
 * @param state From `limitCalculatorState(new URL(request.url).searchParams)` in the page's loader.
 * @param helpLine The help line to call, from the site settings; 900 533 025 when not given.
 */
export function LimitCalculator({
  action,
  state,
  id = LIMIT_CALCULATOR_ID,
  title = "Calcula tus límites de gasto",
  headingLevel = 2,
  helpLine = DEFAULT_HELP_LINE,
}: {
  action: string;
  state: LimitCalculatorState;
  id?: string;
  title?: string;
  headingLevel?: HeadingLevel;
  helpLine?: { name: string; phone: string };
}) {
  const fieldIds: Record<LimitField, string> = { income: `${id}-ingresos` };
  const resultId = `${id}-resultado`;
  const errors = state.submitted ? state.errors : {};
  const resultLevel = headingLevel === 2 ? 3 : 4;
  const tel = `tel:${helpLine.phone.replace(/[^\d+]/g, "")}`;

  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="card overflow-hidden">
      <div className="grid md:grid-cols-[minmax(0,0.9fr)_minmax(0,1.1fr)]">
        <div className="p-5 sm:p-7">
          <Heading level={headingLevel} id={`${id}-titulo`} className="text-xl font-bold tracking-tight md:text-2xl">
            {title}
          </Heading>
          <p className="mt-1 text-sm text-muted">
            Según las pautas de juego de menor riesgo: no más del {percentOf(LOWER_RISK_GUIDELINE.monthlyShare)} de tus
            ingresos al mes, no más de {LOWER_RISK_GUIDELINE.daysPerMonth} días al mes y no más de{" "}
            {LOWER_RISK_GUIDELINE.gameKinds} tipos de juego. Si superas cualquiera de las tres, el riesgo aumenta.
          </p>
          <CalculatorForm
            resetKey={state.values.income}
            action={action}
            resultId={resultId}
            className="mt-6 grid gap-5"
          >
            <NumberField
              id={fieldIds.income}
              name={LIMIT_PARAMS.income}
              label="Ingresos de tu hogar al mes (€)"
              hint="Lo que entra cada mes en tu hogar, antes de impuestos."
              value={state.values.income}
              error={errors.income}
              unit="€"
            />
            <div>
              <button type="submit" className="btn-primary w-full sm:w-auto">
                Calcular mis límites
              </button>
            </div>
          </CalculatorForm>
        </div>

        <div
          id={resultId}
          tabIndex={-1}
          className="border-t border-line bg-canvas p-5 outline-none sm:p-7 md:border-t-0 md:border-l"
        >
          <div aria-live="polite" aria-atomic="true" data-testid="limit-result">
            {state.submitted && state.errors.income ? (
              <ErrorSummary errors={state.errors} fieldIds={fieldIds} headingLevel={resultLevel} />
            ) : state.result ? (
              <LimitsResultView limits={state.result} headingLevel={resultLevel} />
            ) : (
              <p className="text-ink-soft">
                Escribe tus ingresos y pulsa <strong>Calcular mis límites</strong> para ver cuánto gastar, como máximo,
                en el juego cada mes.
              </p>
            )}
          </div>
          <Heading level={resultLevel} className="mt-6 font-bold text-ink">
            Recuerda
          </Heading>
          <ul className="mt-2 space-y-2 text-sm text-ink-soft">
            <Reminder>
              Son máximos, no objetivos. Algunas personas deberían jugar menos o nada: si has tenido problemas con el
              juego, tienes deudas o ese dinero te hace falta para vivir, no lo juegues. Y no intentes recuperar lo
              perdido.
            </Reminder>
            <Reminder>
              Juega como mucho {LOWER_RISK_GUIDELINE.daysPerMonth} días al mes y a no más de{" "}
              {LOWER_RISK_GUIDELINE.gameKinds} tipos de juego. Haz una pausa cada 30-60 minutos.
            </Reminder>
            <Reminder>
              Si no fijas otros límites, la ley deja los depósitos en {formatEuros(LEGAL_DEFAULT_DEPOSIT_LIMITS.daily)}{" "}
              al día, {formatEuros(LEGAL_DEFAULT_DEPOSIT_LIMITS.weekly)} a la semana y{" "}
              {formatEuros(LEGAL_DEFAULT_DEPOSIT_LIMITS.monthly)} al mes en cada operador: fija en tu cuenta los tuyos,
              mucho más bajos.
            </Reminder>
            <Reminder>
              ¿El juego te preocupa? {helpLine.name} (no es un teléfono de CasinoLupa), gratuita y confidencial:{" "}
              <a
                href={tel}
                className="inline-flex min-h-6 items-center font-bold whitespace-nowrap text-danger underline underline-offset-3 hover:no-underline"
              >
                {helpLine.phone}
              </a>
              .
            </Reminder>
          </ul>
          <p className="mt-4 text-xs text-muted">Solo para mayores de 18 años.</p>
        </div>
      </div>
    </section>
  );
}

function Reminder({ children }: { children: React.ReactNode }) {
  return (
    <li className="flex gap-2">
      <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-brand" />
      <span>{children}</span>
    </li>
  );
}

export function LimitsResultView({ limits, headingLevel }: { limits: GamblingLimits; headingLevel: 3 | 4 }) {
  const { monthlyIncome, recommendedMonthly } = limits;
  return (
    <div>
      <Heading level={headingLevel} className="text-sm font-bold uppercase tracking-wider text-brand-strong">
        Lo recomendable
      </Heading>
      <dl className="mt-3 grid gap-3">
        <Figure
          label="Al mes, como máximo"
          value={formatEuros(recommendedMonthly)}
          detail={`${percentOf(LOWER_RISK_GUIDELINE.monthlyShare)} de tus ingresos, en ${LOWER_RISK_GUIDELINE.daysPerMonth} días como mucho`}
          testId="limit-recommended"
        />
      </dl>
      <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-soft">
        {monthlyIncome === 0
          ? "Sin ingresos, lo recomendable es no gastar nada en el juego."
          : `Con unos ingresos de ${formatEuros(monthlyIncome)} al mes antes de impuestos, lo recomendable es no gastar en el juego más de ${formatEuros(recommendedMonthly)} al mes, en ${LOWER_RISK_GUIDELINE.daysPerMonth} días como mucho y en no más de ${LOWER_RISK_GUIDELINE.gameKinds} tipos de juego. Si superas cualquiera de las tres pautas, el riesgo de sufrir daños por el juego aumenta.`}
      </p>
    </div>
  );
}
