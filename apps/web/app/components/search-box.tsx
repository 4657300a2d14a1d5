import { SEARCH_QUERY_MAX_LENGTH } from "@casinolupa/domain";
import { Form, href } from "react-router";

/** The search form: a plain GET to /search, so it works without JavaScript. */
export function SearchBox({ id, query = "" }: { id: string; query?: string }) {
  return (
    <Form method="get" action={href("/search")} role="search" className="mt-6 flex max-w-2xl gap-2">
      <SearchField
        id={id}
        query={query}
        placeholder="Ruleta, Bizum, retiradas…"
        className="min-h-11 flex-1 rounded-full border border-line bg-white px-5 text-base"
      />
      <button type="submit" className="btn-primary">
        Buscar
      </button>
    </Form>
  );
}

/** The search words' field, `q`, with its label for screen readers; the header's small form uses it too. */
export function SearchField({
  id,
  query,
  placeholder,
  className,
}: {
  id: string;
  query?: string;
  placeholder: string;
  className: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Buscar en CasinoLupa
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        placeholder={placeholder}
        className={className}
      />
    </>
  );
}
