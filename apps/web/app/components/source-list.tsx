import { clsx } from "clsx";
import { formatDate } from "../lib/format";

export type Source = { _key: string; url: string; title: string; checkedAt: string };

/** The numbered sources of what a page states, each with the day it was read. */
export function SourceList({ sources, className }: { sources: readonly Source[]; className?: string }) {
  return (
    <ol className={clsx("grid list-decimal gap-2 pl-5 text-sm", className)}>
      {sources.map((source) => (
        <li key={source._key}>
          <a href={source.url} className="text-brand-strong underline" rel="noopener noreferrer">
            {source.title}
          </a>
          <span className="text-muted">
            {" "}
            · consultada el <time dateTime={source.checkedAt}>{formatDate(source.checkedAt)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
