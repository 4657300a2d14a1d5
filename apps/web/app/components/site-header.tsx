import { href, Link, NavLink } from "react-router";
import { ChevronDown, CloseIcon, LogoMark, MenuIcon, SearchIcon } from "./icons";

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
          <LogoMark className="size-8 text-brand" />
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
            <MenuIcon className="icon-menu size-6" />
            <CloseIcon className="icon-close size-6" />
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
        <label htmlFor={id} className="sr-only">
          Buscar en CasinoLupa
        </label>
        <input
          id={id}
          name="q"
          type="search"
          maxLength={100}
          placeholder="Buscar…"
          className="min-h-11 w-full rounded-full border border-line bg-canvas px-4 text-sm lg:w-44"
        />
        <button
          type="submit"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-canvas"
        >
          <SearchIcon />
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
        <ChevronDown />
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

/**
 * Progressive enhancement for the <details> menus, as a tiny inline script so it also runs on pages that
 * ship no framework JavaScript: open dropdowns on mouse hover, close menus with Escape, on a click outside
 * and after following a link. A click on a dropdown that the pointer has just opened keeps it open.
 */
export const navEnhancementScript = `(()=>{const menus=()=>document.querySelectorAll("details[data-nav-menu][open]");const closeAll=(except)=>menus().forEach(d=>{if(d!==except)d.open=false});document.addEventListener("keydown",e=>{if(e.key!=="Escape")return;const open=[...menus()];if(!open.length)return;closeAll();open[0].querySelector("summary").focus()});document.addEventListener("click",e=>{const inside=e.target.closest("details[data-nav-menu]");if(!inside){closeAll();return}if(e.target.closest("a"))inside.open=false});const fine=matchMedia("(hover: hover) and (pointer: fine)");document.querySelectorAll("details[data-hover-open]").forEach(d=>{d.addEventListener("pointerenter",e=>{if(fine.matches&&e.pointerType==="mouse"&&!d.open){closeAll(d);d.open=true;d.dataset.hovered="1"}});d.addEventListener("pointerleave",e=>{if(fine.matches&&e.pointerType==="mouse"){d.open=false;delete d.dataset.hovered}});d.querySelector("summary").addEventListener("click",e=>{if(d.dataset.hovered){e.preventDefault();delete d.dataset.hovered}})})})();`;
