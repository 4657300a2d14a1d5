// The end of /comparacion: the operators «no clasificado», each with the public reason and a link to its page.
import { href } from "react-router";
import { Link } from "../site-link";

export type NotRankedEntry = { slug: string; name: string; reason: string };

export function NotRankedList({ operators }: { operators: readonly NotRankedEntry[] }) {
  if (operators.length === 0) return null;
  return (
    <section aria-labelledby="no-clasificados" className="card mt-10 p-6 md:p-8">
      <h2 id="no-clasificados" className="text-xl font-bold">
        Operadores no clasificados
      </h2>
      <p className="mt-2 text-sm text-ink-soft">
        No tienen puesto ni nota porque no hemos podido comprobar su licencia de la DGOJ. No enlazamos a sus webs.
      </p>
      <ul className="mt-4 grid gap-4 text-sm">
        {operators.map((operator) => (
          <li key={operator.slug} className="rounded-lg border border-line p-4">
            <Link to={href("/:slug", { slug: operator.slug })} className="font-semibold text-brand-strong underline">
              {operator.name}
            </Link>
            <p className="mt-1 text-ink-soft">{operator.reason}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
