// The public change log (decision 023): the facts of a casino a reader can follow over time, each as the
// text the log shows, and the difference between two publishes. The web app records what `diffTrackedFacts` finds
// after every publish; nobody types a change by hand.
import { LICENCE_NAMES, type LicenceAuthority, type WageringBase } from "./casino.ts";
import { sanctionDateText } from "./operator-facts.ts";
import { computedBreakdown, formatRank, rankCasinos, type ScoredCasinoInput } from "./ranking.ts";
import { RATING_CATEGORIES, type RatingCategory } from "./rating.ts";
import { SANCTION_CAP, sanctionCap } from "./sanction-cap.ts";

/** The kinds of change, as /cambios filters them (`?tipo=`), with the name a reader sees. */
export const CHANGE_KINDS = {
  nota: "Nota",
  puesto: "Puesto en la clasificación",
  bono: "Bono de bienvenida",
  licencia: "Licencia",
  sanciones: "Sanciones",
  clasificacion: "No clasificado",
} as const;
export type ChangeKind = keyof typeof CHANGE_KINDS;
export const CHANGE_KIND_SLUGS = Object.keys(CHANGE_KINDS) as ChangeKind[];

export function isChangeKind(value: string): value is ChangeKind {
  return Object.hasOwn(CHANGE_KINDS, value);
}

/** Each sub-score's name, as the review's breakdown and /como-puntuamos call it. */
export const RATING_CATEGORY_LABELS: Record<RatingCategory, string> = {
  safety: "Seguridad y licencia",
  bonusFairness: "Bonos justos",
  payments: "Pagos",
  games: "Juegos",
  support: "Atención al cliente",
  mobile: "Móvil",
  responsibleTools: "Juego responsable",
};

/** A casino as the change log reads it: the scoring fields and the facts it follows. */
export interface ChangeLogCasinoInput extends ScoredCasinoInput {
  slug: string;
  bonus?: string | null;
  welcomeBonus?: string | null;
  bonusAmount?: number | null;
  minDeposit?: number | null;
  maxBet?: number | null;
  bonusValidityDays?: number | null;
  licensee?: string | null;
  licences?: readonly { authority?: string | null; reference?: string | null }[] | null;
  licenceNumbers?: readonly { kind?: string | null; number?: string | null }[] | null;
  sanctions?:
    | readonly {
        date?: string | null;
        yearOnly?: boolean | null;
        amount?: number | null;
        protectedPlayers?: boolean | null;
      }[]
    | null;
}

type FactDefinition = { kind: ChangeKind; label: string };

const scoreFacts = Object.fromEntries(
  RATING_CATEGORIES.map((category) => [
    `score.${category}`,
    { kind: "nota", label: `Nota de «${RATING_CATEGORY_LABELS[category]}»` },
  ]),
) as Record<`score.${RatingCategory}`, FactDefinition>;

/** Every fact the log follows, in the order a change lists them, with its kind and the name a reader sees. */
export const TRACKED_FACTS = {
  rating: { kind: "nota", label: "Nota final" },
  ...scoreFacts,
  rank: { kind: "puesto", label: "Puesto en la clasificación" },
  notRanked: { kind: "clasificacion", label: "Clasificación" },
  bonus: { kind: "bono", label: "Bono de bienvenida" },
  welcomeBonus: { kind: "bono", label: "Condiciones del bono" },
  bonusAmount: { kind: "bono", label: "Importe máximo del bono" },
  bonusMatchPercent: { kind: "bono", label: "Porcentaje sobre el ingreso" },
  minDeposit: { kind: "bono", label: "Ingreso mínimo" },
  wagering: { kind: "bono", label: "Requisito de apuesta" },
  maxBet: { kind: "bono", label: "Apuesta máxima con el bono" },
  bonusValidityDays: { kind: "bono", label: "Plazo para cumplir el bono" },
  licensee: { kind: "licencia", label: "Titular de la licencia" },
  licences: { kind: "licencia", label: "Licencias" },
  licenceNumbers: { kind: "licencia", label: "Números de licencia" },
  sanctions: { kind: "sanciones", label: "Sanciones" },
} as const satisfies Record<string, FactDefinition>;
export type TrackedFact = keyof typeof TRACKED_FACTS;
const FACT_ORDER = Object.keys(TRACKED_FACTS) as TrackedFact[];

/** A casino's tracked facts as the log shows them; `null` where the casino has none (no rank, no sanction). */
export type TrackedFacts = Partial<Record<TrackedFact, string | null>>;

export function isTrackedFact(value: string): value is TrackedFact {
  return Object.hasOwn(TRACKED_FACTS, value);
}

const numbers = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2 });
const euros = (value: number) => `${numbers.format(value)} €`;
const rating = (value: number) => value.toFixed(1).replace(".", ",");
const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
const number = (value: number | null | undefined, format: (value: number) => string) =>
  typeof value === "number" && Number.isFinite(value) ? format(value) : null;
const list = (items: (string | null)[]) => {
  const present = items.filter((item): item is string => Boolean(item));
  return present.length > 0 ? present.join("; ") : null;
};

const WAGERING_BASE_WORDS: Record<WageringBase, string> = {
  bonus: "sobre el bono",
  bonusDeposit: "sobre el bono y el ingreso",
};

type LoggedSanction = NonNullable<ChangeLogCasinoInput["sanctions"]>[number];

/** A casino's sanctions as the log shows them, oldest first: «25/11/2025: multa de 512.000 €»; null for none. */
function sanctionsText(sanctions: readonly LoggedSanction[]): string | null {
  return list(
    [...sanctions]
      .sort((a, b) => (a.date ?? "").localeCompare(b.date ?? ""))
      .map((sanction) =>
        [sanctionDateText(sanction), number(sanction.amount, (value) => `multa de ${euros(value)}`)]
          .filter(Boolean)
          .join(": "),
      ),
  );
}

/** A sanction the log writes when it first sees a casino, dated the day the sanction was made public. */
export type SanctionHistoryEntry = FactChange & { at: string; reason: string };

/**
 * The sanctions a casino already shows when the log first sees it, as changes dated the day each was made public,
 * oldest first, each «Sanciones: de <the earlier ones> a <with this one>» as a later publish would record it. So a
 * fresh log is not empty while reviews show sanctions and the caps they bring. A sanction known only by its year is
 * dated 31 December of it, and its reason says so; none is dated after `today`.
 */
export function sanctionHistory(
  casino: Pick<ChangeLogCasinoInput, "sanctions">,
  today: string,
): SanctionHistoryEntry[] {
  const dated = [...(casino.sanctions ?? [])]
    .filter((sanction): sanction is LoggedSanction & { date: string } => typeof sanction.date === "string")
    .filter((sanction) => sanction.date <= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return dated.map((sanction, index) => {
    const when = sanction.yearOnly
      ? `La DGOJ impuso esta sanción en ${sanction.date.slice(0, 4)}; la fuente no da el día.`
      : `La sanción se hizo pública el ${sanctionDateText(sanction)}.`;
    const cap = sanctionCap([sanction], today)
      ? ` Por ella, «${RATING_CATEGORY_LABELS.responsibleTools}» no puede pasar de ${rating(SANCTION_CAP.cap)} durante ${SANCTION_CAP.years} años.`
      : "";
    return {
      fact: "sanctions",
      kind: TRACKED_FACTS.sanctions.kind,
      from: sanctionsText(dated.slice(0, index)),
      to: sanctionsText(dated.slice(0, index + 1)),
      at: sanction.date,
      reason: `${when}${cap} Anotada al empezar este historial.`,
    };
  });
}

/** One casino's facts, given the rating and rank the ranking computed for it (`rank` null when it has none). */
function factsOf(casino: ChangeLogCasinoInput, computed: { rating: number; rank: number | null }): TrackedFacts {
  const breakdown = computedBreakdown(casino);
  const facts: TrackedFacts = {
    rating: rating(computed.rating),
    rank: computed.rank === null ? null : formatRank(computed.rank),
    notRanked: casino.notRanked ? "No clasificado" : "Clasificado",
    bonus: text(casino.bonus),
    welcomeBonus: text(casino.welcomeBonus),
    bonusAmount: number(casino.bonusAmount, euros),
    bonusMatchPercent: number(casino.bonusMatchPercent, (value) => `${numbers.format(value)} %`),
    minDeposit: number(casino.minDeposit, euros),
    wagering: number(casino.wageringRequirement, (value) =>
      [`×${numbers.format(value)}`, casino.wageringBase ? WAGERING_BASE_WORDS[casino.wageringBase] : null]
        .filter(Boolean)
        .join(" "),
    ),
    maxBet: number(casino.maxBet, euros),
    bonusValidityDays: number(casino.bonusValidityDays, (value) => `${numbers.format(value)} días`),
    licensee: text(casino.licensee),
    licences: list(
      (casino.licences ?? []).map((licence) => {
        const name = LICENCE_NAMES[licence.authority as LicenceAuthority] ?? text(licence.authority);
        return [name, text(licence.reference)].filter(Boolean).join(": ") || null;
      }),
    ),
    licenceNumbers: list(
      (casino.licenceNumbers ?? []).map((licence) =>
        [text(licence.kind), text(licence.number)].filter(Boolean).join(" "),
      ),
    ),
    sanctions: sanctionsText(casino.sanctions ?? []),
  };
  for (const category of RATING_CATEGORIES) {
    facts[`score.${category}`] = breakdown ? rating(breakdown[category]) : null;
  }
  return facts;
}

/** Every casino's tracked facts, by slug; ratings and ranks computed as every page computes them. */
export function trackedFactsOf(casinos: readonly ChangeLogCasinoInput[]): Map<string, TrackedFacts> {
  const { ranked, notRanked } = rankCasinos(casinos);
  const facts = new Map<string, TrackedFacts>();
  for (const casino of ranked) facts.set(casino.slug, factsOf(casino, casino));
  for (const casino of notRanked) facts.set(casino.slug, factsOf(casino, { rating: casino.rating, rank: null }));
  return facts;
}

/** One fact that changed: which, its kind, and the text before and after (null: the casino had none). */
export type FactChange = { fact: TrackedFact; kind: ChangeKind; from: string | null; to: string | null };

/** What changed from `before` to `after`, in TRACKED_FACTS order. A fact absent from `before` is new, not changed. */
export function diffTrackedFacts(before: TrackedFacts, after: TrackedFacts): FactChange[] {
  const changes: FactChange[] = [];
  for (const fact of FACT_ORDER) {
    if (!(fact in before) || !(fact in after)) continue;
    const from = before[fact] ?? null;
    const to = after[fact] ?? null;
    if (from !== to) changes.push({ fact, kind: TRACKED_FACTS[fact].kind, from, to });
  }
  return changes;
}
