// The site shell around every page: 18+ notice, sticky navigation, footer. Its data comes from the site
// settings and the casino list, so editors change menus, help lines and notices in the Studio.
import { type SiteShellQueryResult, siteOwnerQuery, siteShellQuery } from "@casinolupa/content";
import { APP_SEGMENTS, PREVIEW_SEGMENTS, rankCasinos } from "@casinolupa/domain";
import { href, isRouteErrorResponse, Outlet } from "react-router";
import { ErrorScreen } from "../../components/error-screen";
import { PreviewBar } from "../../components/preview-bar";
import { SiteFooter } from "../../components/site-footer";
import { SiteHeader } from "../../components/site-header";
import { contentContext, previewContext } from "../../context.server";
import { env } from "../../env.server";
import { useShellData } from "../../lib/shell";
import { controllerName } from "../../lib/site-owner";
import type { Route } from "./+types/layout";

/** The menu lists the best-ranked casinos; the comparison lists them all. */
const NAV_CASINO_COUNT = 10;

type NavCasinos = SiteShellQueryResult["casinosNav"];
type NavLink = { href: string; label: string };
// Ranked once per content result (the content client returns the same object until the content changes): every
// page shows the menu, and ranking a thousand casinos took about a millisecond of each render (decision 019).
const navCasinosOf = new WeakMap<NavCasinos, NavLink[]>();

function navCasinos(casinos: NavCasinos): NavLink[] {
  let links = navCasinosOf.get(casinos);
  if (!links) {
    links = rankCasinos(casinos)
      .ranked.slice(0, NAV_CASINO_COUNT)
      .map((casino) => ({ href: href("/:slug", { slug: casino.slug }), label: casino.name }));
    navCasinosOf.set(casinos, links);
  }
  return links;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const { pathname, search } = new URL(request.url);
  const [{ settings, casinosNav }, owner] = await Promise.all([
    content.fetch(siteShellQuery),
    content.fetch(siteOwnerQuery),
  ]);
  if (!settings) throw new Error("The siteSettings document is missing from the content source");
  const siteName = settings.siteName ?? "CasinoLupa";
  return {
    siteName,
    /** Only in an editor's preview: where «Salir de la vista previa» goes (back to this page, as visitors see it). */
    previewExit: context.get(previewContext)
      ? `/${APP_SEGMENTS.api}/${PREVIEW_SEGMENTS.disable}?volver=${encodeURIComponent(pathname + search)}`
      : null,
    /** The canonical origin (configured, not the request's host), for canonical URLs and structured data. */
    origin: env.SITE_ORIGIN,
    defaultSeo: settings.defaultSeo,
    affiliateDisclosure: settings.affiliateDisclosure,
    /** The data-protection controller named beside each form: the owner's company, or null while it is a sample. */
    controller: controllerName(owner),
    navigation: {
      casinos: navCasinos(casinosNav),
      games: (settings.gamesNav ?? []).map((game) => ({
        href: href("/:slug", { slug: game.slug }),
        label: game.label,
      })),
    },
    footer: {
      siteName,
      ageNotice: settings.ageNotice ?? "",
      safeGamblingMessage: settings.safeGamblingMessage ?? "",
      footerLinks: settings.footerLinks ?? [],
      externalResources: settings.externalResources ?? [],
      helpLines: settings.helpLines ?? [],
    },
  };
}

/** Pages set their own metadata; this only titles the error and not-found screens rendered here. */
export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: notFound ? "Página no encontrada | CasinoLupa" : "Error inesperado | CasinoLupa" },
    { name: "robots", content: "noindex" },
  ];
};

type ShellData = Awaited<ReturnType<typeof loader>>;

function Shell({ shell, children }: { shell: ShellData; children: React.ReactNode }) {
  return (
    <>
      <a
        href="#contenido"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2"
      >
        Saltar al contenido
      </a>
      <p className="bg-ink py-1.5 text-center text-xs font-medium text-white">
        <span className="mr-2 rounded bg-red-700 px-1.5 py-0.5 font-bold">+18</span>
        {shell.footer.ageNotice}
      </p>
      <SiteHeader siteName={shell.siteName} navigation={shell.navigation} />
      <main id="contenido" tabIndex={-1} className="outline-none">
        {children}
      </main>
      <SiteFooter data={shell.footer} />
      {/* Last, so that visitors' pages keep their exact bytes (components/preview-bar.tsx). */}
      {shell.previewExit ? <PreviewBar exitHref={shell.previewExit} /> : null}
    </>
  );
}

export default function WebsiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <Shell shell={loaderData}>
      <Outlet />
    </Shell>
  );
}

/**
 * A page's error is rendered by this layout's boundary, so the headers a loader threw with (an unknown operator's
 * `/ir/` link: no-store, noindex) are this layout's to send; otherwise the layout adds none of its own.
 */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

/** Errors inside a page keep the site shell, so visitors can navigate away. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useShellData();
  const screen = (
    <div className="container-page">
      <ErrorScreen error={error} />
    </div>
  );
  return shell ? <Shell shell={shell}>{screen}</Shell> : <main className="container-page">{screen}</main>;
}
