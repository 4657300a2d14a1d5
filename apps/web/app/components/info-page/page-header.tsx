import { clsx } from "clsx";
import { Icon } from "../icon";
import { Link } from "../site-link";

export type Crumb = { name: string; path: string };

/** "Inicio › …" trail; the last crumb is the current page, not a link. */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm text-slate-300">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {last ? (
                <span aria-current="page" className="font-medium text-white">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <Link to={crumb.path} className="underline-offset-3 hover:text-white hover:underline">
                    {crumb.name}
                  </Link>
                  <span aria-hidden="true" className="text-slate-400">
                    ›
                  </span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** The trail of a page one step below the home page: "Inicio › <name>". */
export function homeTrail(name: string, path: string): Crumb[] {
  return [
    { name: "Inicio", path: "/" },
    { name, path },
  ];
}

/** The header's date line ("Última revisión: …"), or none when the page has no date. */
export function headerDate(label: string, iso: string | null | undefined, format: (iso: string) => string) {
  return iso ? { label, iso, text: format(iso) } : null;
}

/**
 * The dark band that opens a guide or content page: breadcrumb, eyebrow, the page's only h1, the intro and
 * the date the content was last checked.
 */
export function PageHeader({
  trail,
  eyebrow,
  title,
  intro,
  date,
  children,
}: {
  trail: readonly Crumb[];
  eyebrow?: string;
  title: string;
  intro?: string | null;
  date?: { label: string; iso: string; text: string } | null;
  children?: React.ReactNode;
}) {
  return (
    <header className="bg-ink text-white">
      <div className="container-page pt-6 pb-10 md:pt-8 md:pb-14">
        <Breadcrumbs trail={trail} />
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-emerald-300">{eyebrow}</p>
        ) : null}
        <h1
          className={clsx(
            eyebrow ? "mt-2" : "mt-6",
            "max-w-4xl text-3xl font-extrabold tracking-tight text-balance md:text-5xl",
          )}
        >
          {title}
        </h1>
        {intro ? (
          <p className="mt-4 max-w-[70ch] text-base leading-relaxed text-slate-200 md:mt-5 md:text-lg">{intro}</p>
        ) : null}
        {date ? (
          <p className="mt-6 inline-flex items-center gap-2 rounded-lg bg-white/10 px-3 py-1.5 text-sm text-slate-200">
            <Icon name="calendar" className="size-4 text-emerald-300" />
            <span>
              {date.label}: <time dateTime={date.iso}>{date.text}</time>
            </span>
          </p>
        ) : null}
        {children}
      </div>
    </header>
  );
}
