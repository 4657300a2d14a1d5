// The recommended-limits calculator: from monthly income to the most to spend on gambling a
// day (2 %), a week (5 %) and a month (10 %), with the reminders that go with it. A GET form that works without
// JavaScript: the page's loader reads the query string with `limitCalculatorState` and passes the state in.
import {
  formatPercent,
  type GamblingLimits,
  LIMIT_PARAMS,
  LIMIT_SHARES,
  type LimitCalculatorState,
  type LimitField,
} from "../../lib/calculators";
import { formatEuros } from "../../lib/format";
import { ErrorSummary, Figure, Heading, type HeadingLevel, NumberField } from "./calculator-parts";

export const LIMIT_CALCULATOR_ID = "calculadora-limites";

/** The free, confidential help line; pages pass the one from the site settings. */
const DEFAULT_HELP_LINE = { name: "Línea de ayuda sobre el juego", phone: "900 533 025" };

/** New players' deposit limit in their first three months. */
const NEW_PLAYER_MONTHLY_DEPOSIT_LIMIT = 600;

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
            Como máximo, el {percentOf(LIMIT_SHARES.daily)} de tus ingresos al día, el {percentOf(LIMIT_SHARES.weekly)}{" "}
            a la semana y el {percentOf(LIMIT_SHARES.monthly)} al mes.
          </p>
          <form
            key={state.values.income}
            method="get"
            action={`${action}#${resultId}`}
            noValidate
            className="mt-6 grid gap-5"
          >
            <NumberField
              id={fieldIds.income}
              name={LIMIT_PARAMS.income}
              label="Tus ingresos netos al mes (€)"
              hint="Lo que cobras cada mes después de impuestos."
              value={state.values.income}
              error={errors.income}
              unit="€"
            />
            <div>
              <button type="submit" className="btn-primary w-full sm:w-auto">
                Calcular mis límites
              </button>
            </div>
          </form>
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
                al día, a la semana y al mes.
              </p>
            )}
          </div>
          <Heading level={resultLevel} className="mt-6 font-bold text-ink">
            Recuerda
          </Heading>
          <ul className="mt-2 space-y-2 text-sm text-ink-soft">
            <Reminder>
              Son topes, no objetivos: si ese dinero te hace falta para vivir, no lo juegues. Y no intentes recuperar lo
              perdido.
            </Reminder>
            <Reminder>Haz una pausa cada 30-60 minutos de juego.</Reminder>
            <Reminder>
              Si eres un jugador nuevo, durante tus tres primeros meses el límite de depósito es de{" "}
              {formatEuros(NEW_PLAYER_MONTHLY_DEPOSIT_LIMIT)} al mes.
            </Reminder>
            <Reminder>
              ¿El juego te preocupa? {helpLine.name}, gratuita y confidencial:{" "}
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
  const { monthlyIncome, daily, weekly, monthly } = limits;
  return (
    <div>
      <Heading level={headingLevel} className="text-sm font-bold uppercase tracking-wider text-brand-strong">
        Tus límites recomendados
      </Heading>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3">
        <Figure
          label="Al día"
          value={formatEuros(daily)}
          detail={`${percentOf(LIMIT_SHARES.daily)} de tus ingresos`}
          testId="limit-daily"
        />
        <Figure
          label="A la semana"
          value={formatEuros(weekly)}
          detail={`${percentOf(LIMIT_SHARES.weekly)} de tus ingresos`}
          testId="limit-weekly"
        />
        <Figure
          label="Al mes"
          value={formatEuros(monthly)}
          detail={`${percentOf(LIMIT_SHARES.monthly)} de tus ingresos`}
          testId="limit-monthly"
        />
      </dl>
      <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-soft">
        {monthlyIncome === 0
          ? "Sin ingresos, lo recomendable es no gastar nada en el juego."
          : `Con unos ingresos de ${formatEuros(monthlyIncome)} al mes, no gastes en el juego más de ${formatEuros(daily)} al día, ${formatEuros(weekly)} a la semana ni ${formatEuros(monthly)} al mes. Si llegas antes a uno de los tres, para ahí.`}
      </p>
    </div>
  );
}
