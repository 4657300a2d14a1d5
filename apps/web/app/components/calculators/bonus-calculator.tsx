// The wagering-requirement calculator: how much a bonus makes you bet, what you lose on average while doing
// it, and what remains. A GET form that works without JavaScript: the page's loader reads the query string
// with `bonusCalculatorState` and passes the state in; this component only renders it.
import { BASE_PARAM_VALUES, type BonusCalculatorState, WAGERING_PARAMS } from "../../lib/calculators/form-state";
import {
  formatInputNumber,
  formatMultiple,
  formatPercent,
  formatSignedEuros,
  parseSpanishNumber,
} from "../../lib/calculators/number-es";
import type { WageringField, WageringResult } from "../../lib/calculators/wagering";
import { formatEuros } from "../../lib/format";
import { WAGERING_CONTRIBUTION_NOTE } from "../bonus-check-note";
import { CalculatorForm, ErrorSummary, Figure, Heading, type HeadingLevel, NumberField } from "./calculator-parts";

export const BONUS_CALCULATOR_ID = "calculadora";

/** A value the field shows, when it is a number in range; otherwise the example's own. */
function shown(text: string, fallback: number, max: number): number {
  const parsed = parseSpanishNumber(text);
  return parsed.ok && parsed.value > 0 && parsed.value <= max ? parsed.value : fallback;
}

/**
 * The worked examples under the two bases, with the figures in the fields (a 100 € bonus, the same deposit and
 * ×35 until the visitor has typed others), so the hints never contradict the requirement being calculated.
 */
export function baseExamples(values: { bonus: string; deposit: string; multiple: string }) {
  const bonus = shown(values.bonus, 100, 1_000_000);
  const deposit = shown(values.deposit, bonus, 1_000_000);
  const multiple = shown(values.multiple, 35, 100);
  const x = formatMultiple(multiple);
  return {
    multiple,
    bonusOnly: `${formatEuros(bonus)} de bono ${x} = ${formatEuros(bonus * multiple)}`,
    bonusDeposit: `(${formatEuros(bonus)} + ${formatEuros(deposit)}) ${x} = ${formatEuros((bonus + deposit) * multiple)}`,
  };
}

/**
 * @param action The path of the page the calculator is on (e.g. "/calculadora-bonos" or "/bet365"): the form
 *   sends its values there, and the page lands on the result (`#<id>-resultado`).
 * @param state From `bonusCalculatorState(new URL(request.url).searchParams, defaults)` in the page's loader.
 */
export function BonusCalculator({
  action,
  state,
  id = BONUS_CALCULATOR_ID,
  title = "Calcula cuánto tendrás que apostar",
  headingLevel = 2,
}: {
  action: string;
  state: BonusCalculatorState;
  id?: string;
  title?: string;
  headingLevel?: HeadingLevel;
}) {
  const fieldIds: Record<WageringField, string> = {
    bonus: `${id}-bono`,
    deposit: `${id}-deposito`,
    multiple: `${id}-requisito`,
    base: `${id}-base-bono`,
    rtpPercent: `${id}-rtp`,
  };
  const resultId = `${id}-resultado`;
  const errors = state.submitted ? state.errors : {};
  const baseError = errors.base;
  /** A number field's id, query parameter, typed value and error: all named by the field. */
  const field = (name: Exclude<WageringField, "base">) => ({
    id: fieldIds[name],
    name: WAGERING_PARAMS[name],
    value: state.values[name],
    error: errors[name],
  });
  const example = baseExamples(state.values);

  return (
    <section id={id} aria-labelledby={`${id}-titulo`} className="card overflow-hidden">
      <div className="grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="p-5 sm:p-7">
          <Heading level={headingLevel} id={`${id}-titulo`} className="text-xl font-bold tracking-tight md:text-2xl">
            {title}
          </Heading>
          <p className="mt-1 text-sm text-muted">
            Copia los datos de las condiciones del bono. Admite decimales con coma, por ejemplo 96,5.
          </p>
          <CalculatorForm
            resetKey={JSON.stringify(state.values)}
            action={action}
            resultId={resultId}
            className="mt-6 grid gap-5 sm:grid-cols-2"
          >
            <NumberField
              {...field("bonus")}
              label="Importe del bono (€)"
              hint="El dinero de bono que te da el casino."
              unit="€"
            />
            <NumberField
              {...field("deposit")}
              label="Tu depósito (€)"
              hint="Solo cuenta si el requisito incluye el depósito."
              unit="€"
            />
            <NumberField
              {...field("multiple")}
              label="Requisito de apuesta"
              hint={`Las veces: ${formatInputNumber(example.multiple)} si las condiciones dicen ${formatMultiple(example.multiple)} (de 0 a 100).`}
              unit="×"
              unitPosition="start"
            />
            <NumberField
              {...field("rtpPercent")}
              label="RTP del juego (%)"
              hint="En tragaperras suele estar entre el 94 y el 97 %."
              unit="%"
            />
            <fieldset className="sm:col-span-2" aria-describedby={baseError ? `${id}-base-error` : undefined}>
              <legend className="font-semibold text-ink">El requisito se aplica sobre</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <BaseOption
                  id={fieldIds.base}
                  value={BASE_PARAM_VALUES.bonus}
                  checked={state.values.base === "bonus"}
                  label="Solo el bono"
                  example={example.bonusOnly}
                />
                <BaseOption
                  id={`${id}-base-bono-deposito`}
                  value={BASE_PARAM_VALUES.bonusDeposit}
                  checked={state.values.base === "bonusDeposit"}
                  label="Bono + depósito"
                  example={example.bonusDeposit}
                />
              </div>
              {baseError ? (
                <p id={`${id}-base-error`} className="mt-2 text-sm font-medium text-danger">
                  {baseError}
                </p>
              ) : null}
            </fieldset>
            <div className="sm:col-span-2">
              <button type="submit" className="btn-primary w-full sm:w-auto">
                Calcular
              </button>
            </div>
          </CalculatorForm>
        </div>

        <div
          id={resultId}
          tabIndex={-1}
          className="border-t border-line bg-canvas p-5 outline-none sm:p-7 lg:border-t-0 lg:border-l"
        >
          <div aria-live="polite" aria-atomic="true" data-testid="bonus-result">
            {state.submitted && Object.keys(state.errors).length ? (
              <ErrorSummary errors={state.errors} fieldIds={fieldIds} headingLevel={nextLevel(headingLevel)} />
            ) : state.result ? (
              <WageringResultView result={state.result} headingLevel={nextLevel(headingLevel)} />
            ) : (
              <p className="text-ink-soft">
                Escribe los datos del bono y pulsa <strong>Calcular</strong> para ver cuánto tendrás que apostar y
                cuánto esperas perder mientras lo haces.
              </p>
            )}
          </div>
          <p className="mt-5 border-t border-line pt-4 text-xs leading-relaxed text-muted">
            Es una esperanza matemática, no una predicción: describe lo que pasaría de media si repitieras la misma
            jugada muchísimas veces. Supone que cada apuesta cuenta al 100 % para el requisito. Solo para mayores de 18
            años; juega solo con dinero que puedas permitirte perder.
          </p>
        </div>
      </div>
    </section>
  );
}

function nextLevel(level: HeadingLevel): 3 | 4 {
  return level === 2 ? 3 : 4;
}

function BaseOption({
  id,
  value,
  checked,
  label,
  example,
}: {
  id: string;
  value: string;
  checked: boolean;
  label: string;
  example: string;
}) {
  return (
    <label
      htmlFor={id}
      className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-500 bg-white px-3 py-2.5 hover:border-brand has-checked:border-2 has-checked:border-brand has-checked:bg-brand-soft"
    >
      <input
        id={id}
        type="radio"
        name={WAGERING_PARAMS.base}
        value={value}
        defaultChecked={checked}
        className="mt-1 size-4 accent-brand"
      />
      <span>
        <span className="block font-semibold text-ink">{label}</span>
        <span className="block text-xs text-muted">{example}</span>
      </span>
    </label>
  );
}

/** The result in figures and in plain Spanish. */
export function WageringResultView({ result, headingLevel }: { result: WageringResult; headingLevel: 3 | 4 }) {
  const {
    bonus,
    deposit,
    multiple,
    base,
    rtpPercent,
    wageringBaseAmount,
    toWager,
    expectedLoss,
    expectedValue,
    bounded,
  } = result;
  const onWhat =
    base === "bonus"
      ? "sobre el bono"
      : `sobre bono + depósito (${formatEuros(bonus)} + ${formatEuros(deposit)} = ${formatEuros(wageringBaseAmount)})`;
  const tone = expectedValue < 0 ? "bad" : expectedValue > 0 ? "good" : "plain";

  let requirement: string;
  if (multiple === 0)
    requirement = `Un bono de ${formatEuros(bonus)} sin requisito de apuesta no te obliga a apostar nada antes de retirarlo.`;
  else if (wageringBaseAmount === 0) requirement = "Con un bono de 0 € no hay nada que liberar ni que apostar.";
  else
    requirement = `Para liberar un bono de ${formatEuros(bonus)} con requisito ${formatMultiple(multiple)} ${onWhat} tendrás que apostar ${formatEuros(toWager)}.`;

  let outcome: string;
  if (toWager === 0)
    outcome =
      bonus > 0 ? `Sin apuestas obligatorias no hay pérdida esperada: el bono vale sus ${formatEuros(bonus)}.` : "";
  else if (bounded && deposit === 0)
    outcome = `Como no pones dinero tuyo, aceptarlo no te cuesta nada, pero lo más probable es que el bono se agote antes de cumplir el requisito: su valor esperado es prácticamente ${formatEuros(0)}.`;
  else if (bounded)
    outcome = `Lo más probable es que el saldo se agote antes de cumplir el requisito. No puedes perder más que tu depósito, así que el valor esperado aproximado es de ${formatSignedEuros(expectedValue)}: de media, perderías tu depósito de ${formatEuros(deposit)}.`;
  else if (expectedValue < 0)
    outcome = `De media perderías ${formatEuros(-expectedValue)}: lo que esperas perder al cumplir el requisito supera el propio bono, así que, de media, aceptarlo te cuesta dinero.`;
  else if (expectedValue > 0)
    outcome = `De media te quedarían ${formatEuros(expectedValue)} del bono una vez cumplido el requisito.`;
  else
    outcome =
      "De media no te quedaría nada del bono: lo que esperas perder al cumplir el requisito es justo lo que vale.";

  return (
    <div>
      <Heading level={headingLevel} className="text-sm font-bold uppercase tracking-wider text-brand-strong">
        Resultado
      </Heading>
      <dl className="mt-3 grid gap-3 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
        <Figure label="Tendrás que apostar" value={formatEuros(toWager)} testId="to-wager" />
        <Figure
          label={bounded ? "Pérdida esperada (máximo)" : "Pérdida esperada"}
          value={formatEuros(expectedLoss)}
          detail={`Ventaja de la casa: ${formatPercent(result.houseEdgePercent)}`}
          testId="expected-loss"
        />
        <Figure
          label="Valor esperado (aprox.)"
          value={formatSignedEuros(expectedValue)}
          tone={tone}
          testId="expected-value"
        />
      </dl>
      {toWager > 0 ? (
        <p
          role="note"
          className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="contribution-warning"
        >
          {WAGERING_CONTRIBUTION_NOTE}.
        </p>
      ) : null}
      <div className="mt-4 space-y-3 text-[0.9375rem] leading-relaxed text-ink-soft" data-testid="bonus-explanation">
        <p>{requirement}</p>
        {toWager > 0 ? (
          <>
            <p>
              Con un RTP del {formatPercent(rtpPercent)}, el juego se queda de media con el{" "}
              {formatPercent(result.houseEdgePercent)} de cada apuesta
              {bounded
                ? `: apostar ${formatEuros(toWager)} costaría de media más que todo tu saldo (${formatEuros(bonus + deposit)}).`
                : `, así que la pérdida esperada mientras apuestas es de ${formatEuros(expectedLoss)}.`}{" "}
              {outcome}
            </p>
            <p>
              Es una <strong className="text-ink">aproximación</strong> de lo que queda de media, no lo que te va a
              pasar: multiplica lo apostado por la ventaja de la casa y solo es fiable cuando la pérdida esperada es
              pequeña frente a tu saldo. Por la varianza, cada sesión real termina distinta: a menudo el saldo se agota
              antes de cumplir el requisito, y a veces se acaba con más.
            </p>
          </>
        ) : outcome ? (
          <p>{outcome}</p>
        ) : null}
      </div>
    </div>
  );
}
