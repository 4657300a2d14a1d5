// /cambios: every recorded change of every casino's tracked facts, newest first, filtered by operator (?operador=)
// and kind (?tipo=) with a plain GET form, so it works without JavaScript. Its Atom feed is /cambios.xml.
import { trackedFactsQuery } from "@casinolupa/content";
import { CHANGE_KIND_SLUGS, type ChangeKind, isChangeKind } from "@casinolupa/domain";
import { href } from "react-router";
import { ChangeList } from "../../components/change-log/change-list";
import { changesContext, contentContext } from "../../context.server";
import { CHANGE_LOG_FEED_PATH, CHANGE_LOG_PARAMS, changeLogPath, kindLabel } from "../../lib/change-log";
import type { RouteHandle } from "../../lib/route-handle";
import { absoluteUrl, pageMeta, siteOrigin, webPageJsonLd } from "../../lib/seo";
import type { Route } from "./+types/change-log";

export const handle: RouteHandle = { searchParams: Object.values(CHANGE_LOG_PARAMS) };

/** How many changes one view lists; the filters narrow it. */
const PAGE_CHANGES = 200;

const TITLE = "Historial de cambios de los casinos";
const DESCRIPTION =
  "Cada cambio de nota, puesto, bono de bienvenida, licencia o sanciones de los casinos que analizamos, con la fecha, el dato anterior y el nuevo.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  // Every casino, for the operator filter; read through the content client, so a publish refreshes this page.
  const casinos = (await context.get(contentContext).fetch(trackedFactsQuery)).map(({ slug, name }) => ({
    slug,
    name,
  }));
  const operator = casinos.find((casino) => casino.slug === params.get(CHANGE_LOG_PARAMS.operator));
  const kindParam = params.get(CHANGE_LOG_PARAMS.kind) ?? "";
  const kind: ChangeKind | undefined = isChangeKind(kindParam) ? kindParam : undefined;
  const changes = await context.get(changesContext).read({ casinoSlug: operator?.slug, kind, limit: PAGE_CHANGES });
  return { casinos, operator: operator ?? null, kind: kind ?? null, changes };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  const filtered = Boolean(loaderData?.operator || loaderData?.kind);
  return [
    ...pageMeta({
      title: TITLE,
      description: DESCRIPTION,
      path: href("/cambios"),
      origin,
      // One indexed page; its filtered views are the same records.
      robots: filtered ? "noindex, follow" : undefined,
      structuredData: webPageJsonLd(origin, { name: TITLE, description: DESCRIPTION, path: href("/cambios") }),
    }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Cambios de los casinos (Atom)",
      href: absoluteUrl(origin, CHANGE_LOG_FEED_PATH),
    },
  ];
};

const selectClass =
  "mt-1.5 block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink hover:border-ink-soft";

export default function ChangeLogPage({ loaderData }: Route.ComponentProps) {
  const { casinos, operator, kind, changes } = loaderData;
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold">{TITLE}</h1>
      <p className="mt-3 max-w-3xl text-ink-soft">
        Cuando cambia un dato que influye en nuestra clasificación (la nota y su desglose, el puesto, el bono de
        bienvenida y sus condiciones, la licencia, las sanciones o si un operador queda «no clasificado»), lo anotamos
        aquí de forma automática al publicarlo, con la fecha, el dato anterior y el nuevo. No borramos ni corregimos
        entradas antiguas. Las sanciones que ya mostraban las reseñas cuando empezó este registro aparecen con la fecha
        en que se hicieron públicas.
      </p>
      <p className="mt-3 text-sm">
        <a href={CHANGE_LOG_FEED_PATH} className="font-semibold text-brand-strong underline">
          Suscríbete al feed Atom de cambios
        </a>{" "}
        para recibirlos en tu lector de noticias.
      </p>

      <form method="get" action={href("/cambios")} className="card mt-8 grid gap-4 p-5 sm:grid-cols-[1fr_1fr_auto]">
        <div>
          <label htmlFor="cambios-operador" className="font-semibold text-ink">
            Operador
          </label>
          <select
            id="cambios-operador"
            name={CHANGE_LOG_PARAMS.operator}
            defaultValue={operator?.slug ?? ""}
            className={selectClass}
          >
            <option value="">Todos</option>
            {casinos.map((casino) => (
              <option key={casino.slug} value={casino.slug}>
                {casino.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="cambios-tipo" className="font-semibold text-ink">
            Tipo de cambio
          </label>
          <select id="cambios-tipo" name={CHANGE_LOG_PARAMS.kind} defaultValue={kind ?? ""} className={selectClass}>
            <option value="">Todos</option>
            {CHANGE_KIND_SLUGS.map((each) => (
              <option key={each} value={each}>
                {kindLabel(each)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn-primary self-end">
          Filtrar
        </button>
      </form>

      <section aria-labelledby="cambios-lista" className="mt-8">
        <h2 id="cambios-lista" className="text-xl font-bold">
          {heading(operator?.name, kind)}
        </h2>
        <div className="mt-4">
          {changes === null ? (
            <p className="text-ink-soft">
              Ahora mismo no podemos mostrar el historial. Vuelve a intentarlo dentro de unos minutos.
            </p>
          ) : changes.length === 0 ? (
            <EmptyState filtered={Boolean(operator || kind)} />
          ) : (
            <ChangeList changes={changes} showCasino={!operator} />
          )}
        </div>
      </section>
    </div>
  );
}

function heading(operator: string | undefined, kind: ChangeKind | null): string {
  if (operator && kind) return `Cambios de ${operator}: ${kindLabel(kind).toLowerCase()}`;
  if (operator) return `Cambios de ${operator}`;
  if (kind) return `Cambios de tipo «${kindLabel(kind)}»`;
  return "Todos los cambios, del más reciente al más antiguo";
}

function EmptyState({ filtered }: { filtered: boolean }) {
  return filtered ? (
    <p className="text-ink-soft">
      No hay ningún cambio registrado con estos filtros.{" "}
      <a href={changeLogPath()} className="font-semibold text-brand-strong underline">
        Ver todos los cambios
      </a>
      .
    </p>
  ) : (
    <p className="text-ink-soft">
      Todavía no hemos registrado ningún cambio. El primero aparecerá aquí en cuanto publiquemos una nota, un bono o una
      licencia distintos de los que mostramos hoy.
    </p>
  );
}
