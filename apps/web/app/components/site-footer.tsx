import type { SiteShellQueryResult } from "@casinolupa/content";
import { Icon } from "./icon";
import { Link } from "./site-link";

type Settings = NonNullable<SiteShellQueryResult["settings"]>;

export type FooterData = {
  siteName: string;
  ageNotice: string;
  safeGamblingMessage: string;
  footerLinks: NonNullable<Settings["footerLinks"]>;
  externalResources: NonNullable<Settings["externalResources"]>;
  helpLines: NonNullable<Settings["helpLines"]>;
};

export function SiteFooter({ data }: { data: FooterData }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-night text-slate-200">
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-sm font-bold uppercase tracking-wider text-white">
            Enlaces útiles
          </h2>
          <ul className="mt-4 grid gap-2 text-sm">
            {data.footerLinks.map((link) => (
              <li key={link._key}>
                <Link to={link.href} className="hover:text-white hover:underline">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-resources">
          <h2 id="footer-resources" className="text-sm font-bold uppercase tracking-wider text-white">
            Recursos externos
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {data.externalResources.map((resource) => (
              <li key={resource._key}>
                <a
                  href={resource.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-white hover:underline"
                >
                  {resource.label}
                  <Icon name="external" />
                  <span className="sr-only">(se abre en una pestaña nueva)</span>
                </a>
                <p className="text-slate-300">{resource.description}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className="text-sm font-bold uppercase tracking-wider text-white">
            ¿Necesitas ayuda?
          </h2>
          <ul className="mt-4 grid gap-3 text-sm">
            {data.helpLines.map((line) => (
              <li key={line._key}>
                <a
                  href={`tel:${line.phone.replace(/\s+/g, "")}`}
                  className="text-2xl font-bold text-white hover:underline"
                >
                  {line.phone}
                </a>
                <p className="font-medium text-white">{line.name}</p>
                {line.hours ? <p className="text-slate-300">{line.hours}</p> : null}
                {line.description ? <p className="text-slate-300">{line.description}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p className="flex items-center gap-3">
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border-2 border-red-400 font-black text-white">
              +18
            </span>
            <span>{data.ageNotice}</span>
          </p>
          <p>{data.safeGamblingMessage}</p>
        </div>
        <p className="container-page pb-8 text-xs text-slate-400">
          © {year} {data.siteName}. Comparador financiado por afiliación: no organizamos juegos de azar.
        </p>
      </div>
    </footer>
  );
}
