// «Historial de cambios» on a casino's review: every recorded change of its tracked facts, newest first, with a link
// to the whole site's log and its feed. Nobody writes it: each publish that changes a fact adds a line.
import { type ChangeEntry, changeLogPath } from "../../lib/change-log";
import { ReviewSection } from "../review/review-sections";
import { ChangeList } from "./change-list";

/** How many of a casino's changes its review lists; /cambios?operador= has them all. */
export const REVIEW_CHANGES = 20;

export function ChangeHistory({
  name,
  slug,
  changes,
}: {
  name: string;
  slug: string;
  /** Null when the log could not be read just now. */
  changes: readonly ChangeEntry[] | null;
}) {
  return (
    <ReviewSection id="historial" title="Historial de cambios">
      {changes === null ? (
        <p className="text-ink-soft">
          Ahora mismo no podemos mostrar el historial de {name}. Vuelve a intentarlo dentro de unos minutos.
        </p>
      ) : changes.length === 0 ? (
        <p className="text-ink-soft">
          Todavía no hemos registrado ningún cambio en {name}. Cuando cambien su nota, su puesto, su bono de bienvenida,
          su licencia o sus sanciones, lo anotaremos aquí con la fecha y el dato anterior.
        </p>
      ) : (
        <ChangeList changes={changes.slice(0, REVIEW_CHANGES)} showCasino={false} />
      )}
      <p className="mt-4 text-sm">
        <a href={changeLogPath({ operator: slug })} className="font-semibold text-brand-strong underline">
          Todos los cambios de {name}
        </a>
        {" · "}
        <a href={changeLogPath()} className="font-semibold text-brand-strong underline">
          Registro de cambios de todos los casinos
        </a>
      </p>
    </ReviewSection>
  );
}
