// A list of recorded changes, newest first: the date, what changed from what to what, and the editor's reason. The
// review's «Historial de cambios» shows one casino's; /cambios shows every casino's, each naming its casino. A long
// text (the bonus terms) shows only the words that changed, struck through and underlined, each named for a screen
// reader («antes», «ahora»), with a few words either side (@casinolupa/domain's changeText).
import { type ChangeText, changeText, excerptPartLabel } from "@casinolupa/domain";
import { href } from "react-router";
import { type ChangeEntry, factLabel, kindLabel, missingValue } from "../../lib/change-log";
import { changeAnchor } from "../../lib/change-log-feed";
import { formatDate } from "../../lib/format";
import { Link } from "../site-link";

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
          <ChangeValues
            label={factLabel(change.fact)}
            change={changeText(change.from ?? missingValue(change.fact), change.to ?? missingValue(change.fact))}
          />
          {change.reason ? <p className="mt-1 text-sm text-ink-soft">Motivo: {change.reason}</p> : null}
        </li>
      ))}
    </ol>
  );
}

function ChangeValues({ label, change }: { label: string; change: ChangeText }) {
  if (change.whole) {
    return (
      <p className="mt-1">
        <span className="font-semibold">{label}</span>: de <span data-testid="change-from">{change.from}</span> a{" "}
        <span className="font-semibold" data-testid="change-to">
          {change.to}
        </span>
      </p>
    );
  }
  const { parts } = change;
  return (
    <p className="mt-1" data-testid="change-excerpt">
      <span className="font-semibold">{label}</span> (cambio en el texto):{" "}
      {parts.map((part, index) => {
        const space = index > 0 ? " " : "";
        if (part.kind === "cut") return `${space}…`;
        if (part.kind === "same") return `${space}${part.text}`;
        const Tag = part.kind === "removed" ? "del" : "ins";
        const style =
          part.kind === "removed"
            ? "rounded-sm bg-danger-soft px-0.5 text-danger decoration-2"
            : "rounded-sm bg-brand-soft px-0.5 font-semibold text-brand-strong decoration-2";
        return (
          <span key={index}>
            {space}
            <Tag className={style}>
              <span className="sr-only">{excerptPartLabel(parts, index)}: </span>
              {part.text}
            </Tag>
          </span>
        );
      })}
    </p>
  );
}
