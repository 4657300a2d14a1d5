// The body of a casino review: overview, how the score is made up, games and providers, pros and cons.

import { formatDate } from "../../lib/format";
import { Icon } from "../icon";
import { IconList } from "../icon-list";
import { licenceName, listEs, sortLicences } from "./casino-facts";
import { isUnverified, UnverifiedMark } from "./operator-facts";
import type { ReviewCasino } from "./review-types";
import { ServiceFlags } from "./service-flags";

export function ReviewSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="card p-6">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Overview({ casino }: { casino: ReviewCasino }) {
  return (
    <ReviewSection id="resumen" title={`Resumen de ${casino.name}`}>
      <h3 className="text-xs font-bold uppercase tracking-wider text-muted">Servicios</h3>
      <ServiceFlags flags={casino} className="mt-3 sm:grid-cols-2 sm:gap-x-8" />
      <dl className="mt-6 grid gap-x-8 gap-y-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted">Fundado en</dt>
          <dd>
            <span className="font-semibold">{casino.established}</span>
            {isUnverified(casino, "established") ? <UnverifiedMark /> : null}
          </dd>
        </div>
        <div>
          <dt className="text-muted">Atención al cliente</dt>
          <dd className="font-semibold">{casino.support}</dd>
          <dd className="text-ink-soft">{casino.customerSupportHours}</dd>
          {/* Only what the operator's own help pages state; with no source the review says nothing. */}
          {casino.supportLanguages.length > 0 ? (
            <dd className="text-ink-soft">
              En {listEs(casino.supportLanguages.map((language) => language.toLocaleLowerCase("es")))}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-muted">Idiomas</dt>
          <dd className="font-semibold">
            {casino.languages.map((language) => language.toLocaleLowerCase("es")).join(", ")}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-muted">{casino.licences.length > 1 ? "Licencias" : "Licencia"}</dt>
          {sortLicences(casino.licences).map((licence) => (
            <dd key={licence._key} className="mt-2 rounded-lg bg-canvas p-3">
              <span className="font-semibold">{licenceName(licence.authority)}</span>
              <span className="block text-ink-soft">{licence.reference}</span>
              <span className="mt-1 flex items-center gap-1 text-xs font-semibold text-brand-strong">
                <Icon name="check" className="size-3.5" />
                Información consultada el {formatDate(licence.checkedAt)}
              </span>
            </dd>
          ))}
        </div>
      </dl>
    </ReviewSection>
  );
}

export function GamesAndProviders({ casino }: { casino: ReviewCasino }) {
  return (
    <ReviewSection id="juegos" title="Juegos y proveedores">
      <h3 className="font-semibold">Juegos populares</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {casino.popularGames.map((game) => (
          <li key={game} className="rounded-full bg-brand-soft px-3 py-1 text-sm font-medium text-brand-strong">
            {game}
          </li>
        ))}
      </ul>
      {/* One list: the software and studio fields overlap, and two near-identical lists confused readers. */}
      <h3 className="mt-6 font-semibold">Proveedores de juegos</h3>
      <ul className="mt-2 grid gap-1 text-sm text-ink-soft sm:grid-cols-2">
        {[...new Set([...casino.softwareProviders, ...casino.gameProviders])].map((provider) => (
          <li key={provider}>{provider}</li>
        ))}
      </ul>
    </ReviewSection>
  );
}

export function ProsAndCons({ casino }: { casino: ReviewCasino }) {
  return (
    <ReviewSection id="ventajas" title="Ventajas e inconvenientes">
      <div className="grid gap-6 md:grid-cols-2">
        <div className="rounded-xl bg-brand-soft p-4">
          <h3 className="font-bold text-brand-strong">Ventajas</h3>
          <IconList items={casino.pros} icon="check" iconClassName="text-brand" className="mt-3 grid gap-2 text-sm" />
        </div>
        <div className="rounded-xl bg-danger-soft p-4">
          <h3 className="font-bold text-danger">Inconvenientes</h3>
          <IconList items={casino.cons} icon="minus" iconClassName="text-danger" className="mt-3 grid gap-2 text-sm" />
        </div>
      </div>
    </ReviewSection>
  );
}
