// Who runs the site, from the site settings: the legal notice and the privacy policy open with it.
import type { SiteOwner } from "./page-data";

export function SiteOwnerDetails({ id, title, owner }: { id: string; title: string; owner: SiteOwner }) {
  const rows: [string, React.ReactNode][] = [
    ["Titular", owner.companyName],
    ["NIF", owner.taxId],
    ["Domicilio", owner.address],
    ["Inscripción registral", owner.registry],
    [
      "Correo de contacto",
      <a key="email" href={`mailto:${owner.email}`} className="font-semibold text-brand-strong underline">
        {owner.email}
      </a>,
    ],
    ["Envío de correos (encargado)", owner.emailProcessor],
    ["Transferencias internacionales", owner.internationalTransfers],
  ];
  return (
    <section aria-labelledby={id} data-testid="site-owner">
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink md:text-[1.75rem]">
        {title}
      </h2>
      <dl className="card mt-5 divide-y divide-line">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-5 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
            <dt className="font-semibold text-ink">{label}</dt>
            <dd className="text-ink-soft">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
