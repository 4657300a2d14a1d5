import { href } from "react-router";
import { Icon } from "./icon";
import { SearchField } from "./search-box";
import { Link, NavLink } from "./site-link";

export type NavItem = { href: string; label: string };
export type SiteNavigation = { casinos: NavItem[]; games: NavItem[] };

const topLinkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold hover:text-brand-strong ${isActive ? "text-brand-strong" : "text-ink-soft"}`;

/**
 * The sticky navigation bar. Wide screens: Inicio, Comparativa and the Casinos and Juegos dropdowns; small
 * screens: a toggle that opens the grouped list. Both are <details> elements, so they work with the
 * keyboard and without JavaScript, and screen readers announce them as expanded or collapsed.
 */
export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: SiteNavigation }) {
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to="/" className="flex items-center gap-2 text-xl font-extrabold tracking-tight text-ink">
          <Icon name="logo" className="size-8 text-brand" />
          {siteName}
        </Link>

        <nav aria-label="Principal" className="hidden md:block">
          <ul className="flex items-center gap-1">
            <li>
              <NavLink to="/" end className={topLinkClass}>
                Inicio
              </NavLink>
            </li>
            <li>
              <NavLink to={href("/comparacion")} className={topLinkClass}>
                Comparativa
              </NavLink>
            </li>
            <li>
              <Dropdown label="Casinos" items={navigation.casinos} />
            </li>
            <li>
              <Dropdown label="Juegos" items={navigation.games} />
            </li>
          </ul>
        </nav>
        <SearchBox id="header-search" className="hidden lg:flex" />

        <details className="nav-toggle md:hidden" data-nav-menu>
          <summary
            className="flex size-11 items-center justify-center rounded-full text-ink hover:bg-canvas"
            aria-label="Menú de navegación"
          >
            <Icon name="menu" className="icon-menu size-6" />
            <Icon name="close" className="icon-close size-6" />
          </summary>
          <nav
            aria-label="Menú móvil"
            className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-card"
          >
            <div className="container-page grid gap-6 py-4">
              <SearchBox id="menu-search" className="flex" />
              <ul className="grid gap-1">
                <MobileLink item={{ href: "/", label: "Inicio" }} />
                <MobileLink item={{ href: href("/comparacion"), label: "Comparativa" }} />
              </ul>
              <MobileGroup title="Casinos" items={navigation.casinos} />
              <MobileGroup title="Juegos" items={navigation.games} />
            </div>
          </nav>
        </details>
      </div>
    </header>
  );
}

/** A plain GET form to /search: works without JavaScript. */
function SearchBox({ id, className }: { id: string; className: string }) {
  return (
    <search className={className}>
      <form method="get" action={href("/search")} className="flex w-full items-center gap-1">
        <SearchField
          id={id}
          placeholder="Buscar…"
          className="min-h-11 w-full rounded-full border border-line bg-canvas px-4 text-sm lg:w-44"
        />
        <button
          type="submit"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <Icon name="search" />
          <span className="sr-only">Buscar</span>
        </button>
      </form>
    </search>
  );
}

function Dropdown({ label, items }: { label: string; items: NavItem[] }) {
  return (
    <details name="site-nav" className="nav-dropdown relative" data-nav-menu data-hover-open>
      <summary className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-semibold text-ink-soft hover:text-brand-strong">
        {label}
        <Icon name="chevron-down" />
      </summary>
      <div className="nav-panel absolute right-0 top-full hidden pt-2">
        <ul className="card grid w-64 gap-0.5 p-2">
          {items.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                className="block rounded-lg px-3 py-2 text-sm text-ink-soft hover:bg-brand-soft hover:text-brand-strong"
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function MobileGroup({ title, items }: { title: string; items: NavItem[] }) {
  const id = `nav-group-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="px-3 text-xs font-bold uppercase tracking-wider text-muted">
        {title}
      </h2>
      <ul className="mt-2 grid grid-cols-2 gap-1">
        {items.map((item) => (
          <MobileLink key={item.href} item={item} />
        ))}
      </ul>
    </section>
  );
}

function MobileLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.href} end className="block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-brand-soft">
        {item.label}
      </NavLink>
    </li>
  );
}
