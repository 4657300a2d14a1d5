import { Icon } from "../icon";
import { Link } from "../site-link";
import type { CasinoFaq } from "./casino-faqs";

/**
 * The review's questions as native accordions: the shared `name` makes the browser keep one open at a
 * time, and clicking the open one closes it, with no JavaScript.
 */
export function CasinoFaqList({ faqs }: { faqs: CasinoFaq[] }) {
  return (
    <div className="grid gap-3" data-testid="casino-faq">
      {faqs.map((faq) => (
        <details key={faq.id} id={`pregunta-${faq.id}`} name="casino-faq" className="group card">
          <summary className="flex min-h-12 items-center justify-between gap-4 rounded-card px-5 py-4 font-semibold hover:text-brand-strong">
            {faq.question}
            <Icon
              name="chevron-down"
              className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-5 pb-5 text-ink-soft">
            {faq.answer.map((part) =>
              typeof part === "string" ? (
                part
              ) : (
                <Link key={part.href} to={part.href} className="font-semibold text-brand-strong underline">
                  {part.text}
                </Link>
              ),
            )}
          </p>
        </details>
      ))}
    </div>
  );
}
