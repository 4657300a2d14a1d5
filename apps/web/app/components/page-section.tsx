// The section shape of the long pages (guides, content pages, the rating method): an h2 that the table of
// contents links to, then what the section says; and the sections editors write in a page document.
import { PortableTextBody } from "./portable-text";

export const SECTION_HEADING_CLASS = "text-2xl font-bold tracking-tight text-ink text-balance md:text-[1.75rem]";

export function PageSection({
  id,
  heading,
  className,
  children,
}: {
  id: string | undefined;
  heading: React.ReactNode;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={SECTION_HEADING_CLASS}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

type EditorSection = { _key: string; heading: string; body: React.ComponentProps<typeof PortableTextBody>["value"] };

/** A page document's own sections, each under its heading; `ids` are their anchors, in the same order. */
export function EditorSections({ sections, ids }: { sections: readonly EditorSection[]; ids: readonly string[] }) {
  if (!sections.length) return null;
  return (
    <div className="space-y-12" data-testid="page-sections">
      {sections.map((section, index) => (
        <PageSection key={section._key} id={ids[index]} heading={section.heading} className="max-w-[70ch]">
          <PortableTextBody value={section.body} className="mt-4" />
        </PageSection>
      ))}
    </div>
  );
}
