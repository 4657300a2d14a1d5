import { Icon } from "../icon";
import { SERVICES, type ServiceKey } from "./casino-facts";

/** The four services as a term/value list: "Casino en directo — Sí". The words carry the meaning, not the colour. */
export function ServiceFlags({ flags, className = "" }: { flags: Record<ServiceKey, boolean>; className?: string }) {
  return (
    <dl className={`grid gap-2 ${className}`}>
      {SERVICES.map((service) => (
        <div key={service.key} className="flex items-center justify-between gap-3">
          <dt className="text-sm text-ink-soft">{service.label}</dt>
          <dd>
            <YesNo value={flags[service.key]} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function YesNo({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-soft px-2.5 py-0.5 text-xs font-bold text-brand-strong">
      <Icon name="check" className="size-3.5" />
      Sí
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-ink-soft">
      <Icon name="cross" className="size-3.5" />
      No
    </span>
  );
}
