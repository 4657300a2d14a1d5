// Renders the Portable Text that editors write in the Studio (guides, legal pages, FAQ answers) as plain,
// accessible HTML, typeset with the site's own styles: no typography plugin, a comfortable ~70ch measure.
// Custom blocks: `table` and `callout` (docs/content-model.md). Links (external `link`, and `internalLink` with
// the href its query resolved) are sorted by link-kind.ts.

import type { RenderedRichText } from "@casinolupa/content";
import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { clsx } from "clsx";
import { CalloutBlock, type CalloutValue } from "./portable-text/callout-block";
import { ContentLink } from "./portable-text/content-link";
import { TableBlock, type TableValue } from "./portable-text/table-block";

export type PortableTextValue = RenderedRichText;

const measure = "max-w-[70ch]";

const components: PortableTextComponents = {
  block: {
    normal: ({ children }) => <p className={`mt-4 ${measure}`}>{children}</p>,
    h2: ({ children }) => (
      <h2 className={`mt-12 text-2xl font-bold tracking-tight text-ink text-balance md:text-[1.75rem] ${measure}`}>
        {children}
      </h2>
    ),
    h3: ({ children }) => <h3 className={`mt-8 text-lg font-bold text-ink md:text-xl ${measure}`}>{children}</h3>,
    blockquote: ({ children }) => (
      <blockquote className={`mt-6 border-l-4 border-brand pl-4 text-ink italic ${measure}`}>{children}</blockquote>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <ul className={`mt-4 list-disc space-y-2 pl-6 marker:text-brand ${measure}`}>{children}</ul>
    ),
    number: ({ children }) => (
      <ol className={`mt-4 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-strong ${measure}`}>
        {children}
      </ol>
    ),
  },
  listItem: ({ children }) => <li className="pl-1">{children}</li>,
  marks: {
    strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
    em: ({ children }) => <em className="italic">{children}</em>,
    link: ({ value, children }) => (
      <ContentLink href={typeof value?.href === "string" ? value.href : undefined}>{children}</ContentLink>
    ),
    // The query resolved the page it points at to its path; a link to a page not published reads as plain text.
    internalLink: ({ value, children }) => (
      <ContentLink href={typeof value?.href === "string" ? value.href : undefined}>{children}</ContentLink>
    ),
  },
  types: {
    table: ({ value }: { value: TableValue }) => <TableBlock value={value} />,
    callout: ({ value }: { value: CalloutValue }) => <CalloutBlock value={value} />,
  },
};

/**
 * Rich text from the content source. `article` is the reading size of guides and legal pages; `compact`
 * suits short text inside other components (FAQ answers).
 */
export function PortableTextBody({
  value,
  variant = "article",
  className = "",
}: {
  value: PortableTextValue | null | undefined;
  variant?: "article" | "compact";
  className?: string;
}) {
  if (!value?.length) return null;
  const size =
    variant === "article"
      ? "text-base leading-7 md:text-[1.0625rem] md:leading-[1.8]"
      : "text-[0.9375rem] leading-relaxed";
  return (
    <div className={clsx("text-ink-soft [&>:first-child]:mt-0", size, className)}>
      <PortableText value={value} components={components} />
    </div>
  );
}
