// The welcome bonus, always with its conditions beside the amount, or without any amount when the site settings
// hide them. An offer not checked in the last 90 days shows no amount and no terms at all, only when it was checked
// and where its terms are (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
import { offerIsCurrent } from "@casinolupa/domain";
import { formatEuros } from "../../lib/format";
import { BONUS_ELIGIBILITY_NOTE, BonusCheckNote, StaleOffer } from "../bonus-check-note";
import { wageringBaseText, wageringExample, wageringLabel } from "./casino-facts";
import { isUnverified, UnverifiedMark } from "./operator-facts";
import type { ReviewPartProps } from "./review-types";

export const BONUS_CONDITIONS_ID = "condiciones-del-bono";
const HIDDEN_AMOUNT = "Consulta la oferta vigente en la web del operador";

/** The headline box in the review's header: the offer and its key conditions. */
export function WelcomeBonusBox({ casino, settings, today }: ReviewPartProps) {
  return (
    <section aria-labelledby="bono-bienvenida" className="rounded-card border border-emerald-200 bg-brand-soft p-5">
      <h2 id="bono-bienvenida" className="text-xs font-bold uppercase tracking-wider text-brand-strong">
        Bono de bienvenida
      </h2>
      {offerIsCurrent(casino.bonusCheckedAt, today) ? (
        <CurrentOffer casino={casino} settings={settings} />
      ) : (
        <StaleOffer checkedAt={casino.bonusCheckedAt} today={today} className="mt-2" />
      )}
    </section>
  );
}

function CurrentOffer({ casino, settings }: Omit<ReviewPartProps, "today">) {
  return (
    <>
      <p className={`mt-1 font-extrabold tracking-tight ${settings.hideBonusAmounts ? "text-lg" : "text-2xl"}`}>
        {settings.hideBonusAmounts ? HIDDEN_AMOUNT : casino.bonus}
      </p>
      {settings.hideBonusAmounts ? null : <p className="mt-2 text-sm text-ink-soft">{casino.welcomeBonus}</p>}
      <ul className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <Condition label="Depósito mínimo" value={formatEuros(casino.minDeposit)} />
        <Condition
          label="Requisito de apuesta"
          value={wageringLabel(casino.wageringRequirement, casino.wageringBase)}
        />
        <Condition label="Apuesta máxima" value={formatEuros(casino.maxBet)} />
        <Condition label="Plazo" value={`${casino.bonusValidityDays} días`} />
      </ul>
      <BonusCheckNote
        conditionsNote={settings.bonusConditionsNote}
        checkedAt={casino.bonusCheckedAt}
        className="mt-3"
      />
    </>
  );
}

function Condition({ label, value }: { label: string; value: string }) {
  return (
    <li className="rounded-lg bg-white/80 px-3 py-2">
      <span className="block text-xs text-muted">{label}</span>
      <span className="font-semibold">{value}</span>
    </li>
  );
}

/** Every condition of the bonus, in words, with a worked example; the "Términos y condiciones" button lands here. */
export function BonusDetails({ casino, settings, today }: ReviewPartProps) {
  if (!offerIsCurrent(casino.bonusCheckedAt, today)) {
    return (
      <section id={BONUS_CONDITIONS_ID} aria-labelledby="condiciones-titulo" className="card p-6">
        <h2 id="condiciones-titulo" className="text-xl font-bold">
          Términos y condiciones del bono
        </h2>
        <StaleOffer checkedAt={casino.bonusCheckedAt} today={today} className="mt-4" />
        <p className="mt-3 text-sm text-ink-soft">
          Hasta que volvamos a leerlas en la web de {casino.name}, no mostramos el importe, el porcentaje ni las
          condiciones de esta oferta.{" "}
          <a href="#fuentes" className="font-semibold text-brand-strong underline">
            Las fuentes que consultamos
          </a>{" "}
          están al final de esta reseña.
        </p>
      </section>
    );
  }
  const example = settings.hideBonusAmounts ? null : wageringExample(casino);
  const rows: { term: string; detail: React.ReactNode }[] = [
    ...(settings.hideBonusAmounts
      ? [{ term: "Oferta", detail: HIDDEN_AMOUNT }]
      : [
          { term: "Oferta", detail: `${casino.bonusMatchPercent} % de tu primer depósito` },
          { term: "Bono máximo", detail: formatEuros(casino.bonusAmount) },
        ]),
    { term: "Depósito mínimo", detail: formatEuros(casino.minDeposit) },
    {
      term: "Requisito de apuesta",
      detail: `×${casino.wageringRequirement}: apostar ${casino.wageringRequirement} veces ${wageringBaseText(casino.wageringBase)}`,
    },
    // No operator's terms we could read give these two for every bonus: marked until a source does (law review 3, C-11).
    {
      term: "Apuesta máxima con el bono activo",
      detail: (
        <>
          {formatEuros(casino.maxBet)} por jugada
          {isUnverified(casino, "bonusTerms") ? <UnverifiedMark /> : null}
        </>
      ),
    },
    {
      term: "Plazo para cumplirlo",
      detail: (
        <>
          {casino.bonusValidityDays} días desde que lo recibes
          {isUnverified(casino, "bonusTerms") ? <UnverifiedMark /> : null}
        </>
      ),
    },
  ];
  return (
    <section id={BONUS_CONDITIONS_ID} aria-labelledby="condiciones-titulo" className="card p-6">
      <h2 id="condiciones-titulo" className="text-xl font-bold">
        Términos y condiciones del bono
      </h2>
      <dl className="mt-4 divide-y divide-line text-sm">
        {rows.map((row) => (
          <div key={row.term} className="grid gap-1 py-2.5 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="text-muted">{row.term}</dt>
            <dd className="font-semibold">{row.detail}</dd>
          </div>
        ))}
      </dl>
      {example ? (
        <p className="mt-4 rounded-lg bg-canvas p-4 text-sm text-ink-soft">
          <strong className="text-ink">Ejemplo:</strong> si depositas {formatEuros(example.deposit)} y recibes{" "}
          {formatEuros(example.bonus)} de bono, tendrás que apostar {formatEuros(example.toWager)} en{" "}
          {casino.bonusValidityDays} días antes de poder retirar lo ganado con él.
        </p>
      ) : null}
      <p className="mt-3 text-xs text-muted">
        {settings.bonusConditionsNote}. Solo para nuevos clientes. {BONUS_ELIGIBILITY_NOTE}.
      </p>
    </section>
  );
}
