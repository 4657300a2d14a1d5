// The public change log as the pages show it: a recorded change in the words a reader sees, the filters of /cambios
// (?operador=, ?tipo=) and the URLs of the page and its Atom feed. Records are written by change-log.server.ts.

import type { OperatorChange } from "@casinolupa/db";
import {
  CHANGE_KINDS,
  type ChangeKind,
  changeText,
  changeTextSentence,
  isChangeKind,
  isTrackedFact,
  TRACKED_FACTS,
  type TrackedFact,
} from "@casinolupa/domain";

/** One recorded change, ready to render: dates as ISO strings, the kind and fact as known keys. */
export type ChangeEntry = {
  id: string;
  casinoSlug: string;
  casinoName: string;
  kind: ChangeKind;
  fact: TrackedFact;
  from: string | null;
  to: string | null;
  reason: string | null;
  /** When the publish was recorded, ISO 8601. */
  changedAt: string;
};

/** A record as the database returns it. */
type StoredChange = Omit<OperatorChange, "casinoId" | "position">;

/** The records the site knows how to show (a fact or kind a later version stopped following is left out). */
export function changeEntries(changes: readonly StoredChange[]): ChangeEntry[] {
  return changes.flatMap(({ kind, fact, oldValue, newValue, changedAt, ...rest }) =>
    isChangeKind(kind) && isTrackedFact(fact)
      ? [{ ...rest, kind, fact, from: oldValue, to: newValue, changedAt: changedAt.toISOString() }]
      : [],
  );
}

/** The fact's name, as the log writes it. */
export function factLabel(fact: TrackedFact): string {
  return TRACKED_FACTS[fact].label;
}

/** What the log writes for a fact the casino did not have. */
export function missingValue(fact: TrackedFact): string {
  if (fact === "rank") return "sin puesto";
  if (fact === "sanctions") return "ninguna";
  return "sin dato";
}

/**
 * "Requisito de apuesta: de ×25 sobre el bono a ×15 sobre el bono", in one line of plain text; a long text as the
 * words that changed, "Condiciones del bono (cambio en el texto): … apuesta [antes: ×25] [ahora: ×30] sobre …".
 */
export function changeSentence(change: Pick<ChangeEntry, "fact" | "from" | "to">): string {
  const from = change.from ?? missingValue(change.fact);
  const to = change.to ?? missingValue(change.fact);
  return changeTextSentence(factLabel(change.fact), changeText(from, to));
}

export function kindLabel(kind: ChangeKind): string {
  return CHANGE_KINDS[kind];
}

/** The query parameters of /cambios. */
export const CHANGE_LOG_PARAMS = { operator: "operador", kind: "tipo" } as const;

/** /cambios with its filters (none: every change). */
export function changeLogPath(filter: { operator?: string; kind?: ChangeKind } = {}): string {
  const params = new URLSearchParams();
  if (filter.operator) params.set(CHANGE_LOG_PARAMS.operator, filter.operator);
  if (filter.kind) params.set(CHANGE_LOG_PARAMS.kind, filter.kind);
  const query = params.toString();
  return `/cambios${query ? `?${query}` : ""}`;
}

export const CHANGE_LOG_FEED_PATH = "/cambios.xml";
