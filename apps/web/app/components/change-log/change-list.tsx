// A list of recorded changes, newest first: the date, what changed from what to what, and the editor's reason. The
// review's «Historial de cambios» shows one casino's; /cambios shows every casino's, each naming its casino.
import { href, Link } from "react-router";
import { type ChangeEntry, factLabel, kindLabel, missingValue } from "../../lib/change-log";
import { changeAnchor } from "../../lib/change-log-feed";
import { formatDate } from "../../lib/format";

export function ChangeList({ changes, showCasino }: { changes: readonly ChangeEntry[]; showCasino: boolean }) {
  return (
    <ol className="grid gap-4" data-testid="change-list">
      {changes.map((change) => (
        <li key={change.id} id={changeAnchor(change.id)} className="border-l-4 border-line pl-4" data-testid="change">
          <p className="text-sm text-muted">
            <time dateTime={change.changedAt}>{formatDate(change.changedAt)}</time>
            {" · "}
            {kindLabel(change.kind)}
            {showCasino ? (
              <>
                {" · "}
                <Link
                  to={href("/:slug", { slug: change.casinoSlug })}
                  className="font-semibold text-ink underline hover:text-brand-strong"
                >
                  {change.casinoName}
                </Link>
              </>
            ) : null}
          </p>
          <p className="mt-1">
            <span className="font-semibold">{factLabel(change.fact)}</span>: de{" "}
            <span data-testid="change-from">{change.from ?? missingValue(change.fact)}</span> a{" "}
            <span className="font-semibold" data-testid="change-to">
              {change.to ?? missingValue(change.fact)}
            </span>
          </p>
          {change.reason ? <p className="mt-1 text-sm text-ink-soft">Motivo: {change.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}
