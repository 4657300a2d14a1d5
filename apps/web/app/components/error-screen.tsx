import { isRouteErrorResponse } from "react-router";
import { KIND_LABELS, type SearchKind } from "../lib/search";
import { SearchBox } from "./search-box";
import { Link } from "./site-link";

export type ResemblingPage = { title: string; href: string; kind: SearchKind };

/**
 * The not-found screen: '404', '¡Vaya! Página no encontrada', the pages the address resembles, the search box
 * and a way back home.
 */
export function NotFoundScreen({ resembling = [] }: { resembling?: ResemblingPage[] }) {
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="not-found-title">
      <p className="text-7xl font-black tracking-tight text-brand">404</p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold">
        ¡Vaya! Página no encontrada
      </h1>
      <p className="mt-3 text-muted">La dirección que has abierto no existe o ha cambiado de sitio.</p>
      {resembling.length > 0 ? (
        <nav aria-labelledby="not-found-resembling" className="mt-8 text-left">
          <h2 id="not-found-resembling" className="text-lg font-semibold">
            Quizá buscabas
          </h2>
          <ul className="mt-3 grid gap-2">
            {resembling.map((page) => (
              <li key={page.href + page.title}>
                <Link to={page.href} className="font-semibold text-brand-strong underline">
                  {page.title}
                </Link>{" "}
                <span className="text-sm text-muted">({KIND_LABELS[page.kind]})</span>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className="mt-8 text-left">
        <SearchBox id="not-found-q" />
      </div>
      <Link to="/" className="btn-primary mt-8">
        Volver al inicio
      </Link>
    </section>
  );
}

/** The pages a 404 thrown by a loader links to, if it says. */
function resemblingOf(error: unknown): ResemblingPage[] | undefined {
  if (!isRouteErrorResponse(error) || typeof error.data !== "object" || error.data === null) return undefined;
  const { resembling } = error.data as { resembling?: ResemblingPage[] };
  return Array.isArray(resembling) ? resembling : undefined;
}

/**
 * The route error screen: a 404 shows the not-found screen; anything else 'Error inesperado de la
 * aplicación' with the status or message. Stack traces are never shown to visitors in production.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen resembling={resemblingOf(error)} />;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : import.meta.env.DEV && error instanceof Error
      ? error.message
      : "500";
  return (
    <section className="mx-auto max-w-xl py-16 text-center" aria-labelledby="error-title">
      <h1 id="error-title" className="text-3xl font-bold">
        Error inesperado de la aplicación
      </h1>
      <p className="mt-3 font-mono text-muted">{detail}</p>
      <p className="mt-3 text-muted">Inténtalo de nuevo dentro de un momento.</p>
      {import.meta.env.DEV && error instanceof Error && error.stack ? (
        <pre className="mt-6 overflow-auto rounded-lg bg-white p-4 text-left text-xs">{error.stack}</pre>
      ) : null}
      <a href="/" className="btn-primary mt-8">
        Volver al inicio
      </a>
    </section>
  );
}
