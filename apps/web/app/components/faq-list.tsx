// A list of questions and answers as an accordion of <details> elements: works without JavaScript, and the
// shared `name` keeps one answer open at a time (the browser closes the others).

import type { HomeQueryResult } from "@casinolupa/content";
import { clsx } from "clsx";
import { Icon } from "./icon";
import { PortableTextBody } from "./portable-text";

/** A question and its answer, as the home and content-page queries project them. */
export type FaqItem = HomeQueryResult["faqs"][number];

export function FaqList({
  faqs,
  name,
  className = "",
}: {
  faqs: readonly FaqItem[];
  name: string;
  className?: string;
}) {
  if (!faqs.length) return null;
  return (
    <div className={clsx("card divide-y divide-line overflow-hidden", className)} data-testid="faq-list">
      {faqs.map((faq) => (
        <details key={faq._id} name={name} className="group">
          <summary className="flex min-h-14 items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-canvas focus-visible:-outline-offset-4 group-open:text-brand-strong">
            <span>{faq.question}</span>
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pt-1 pb-5">
            <PortableTextBody value={faq.answer} variant="compact" />
          </div>
        </details>
      ))}
    </div>
  );
}
