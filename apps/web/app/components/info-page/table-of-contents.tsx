import { Icon } from "../icon";

export type TocItem = { id: string; label: string };

function TocLinks({ items }: { items: readonly TocItem[] }) {
  return (
    <ol className="grid gap-0.5 text-sm">
      {items.map((item) => (
        <li key={item.id}>
          <a
            href={`#${item.id}`}
            className="flex min-h-9 items-center rounded-md border-l-2 border-transparent py-1.5 pr-2 pl-3 text-ink-soft hover:border-brand hover:bg-white hover:text-brand-strong"
          >
            {item.label}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * In-page links to each section. Phones get a collapsed <details> above the text; wide screens a list that
 * stays beside it. Only one of the two is displayed (and exposed to assistive technology) at a time.
 */
export function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <>
      <nav aria-label="En esta página" className="lg:hidden">
        <details className="group card">
          <summary className="flex min-h-12 items-center justify-between gap-3 px-4 py-3 font-semibold text-ink">
            <span>
              En esta página <span className="font-normal text-muted">· {items.length} apartados</span>
            </span>
            <Icon name="chevron-down" className="size-5 text-muted transition-transform group-open:rotate-180" />
          </summary>
          <div className="border-t border-line px-2 py-2">
            <TocLinks items={items} />
          </div>
        </details>
      </nav>
      <nav aria-label="En esta página" className="hidden lg:sticky lg:top-24 lg:block lg:self-start">
        <p className="px-3 text-xs font-bold uppercase tracking-wider text-muted">En esta página</p>
        <div className="mt-3">
          <TocLinks items={items} />
        </div>
      </nav>
    </>
  );
}
