import { useLocation } from "react-router";
import { Icon } from "../icon";
import { NewsletterSignup } from "../newsletter/signup";

/**
 * A newsletter sign-up box: a heading, one line on what arrives and how often, and the form, as an island that
 * sends in the background and answers with a toast (the page renders the toaster island too).
 */
export function NewsletterBox({
  source,
  title,
  text,
  tone = "light",
}: {
  source: string;
  title: string;
  text: string;
  tone?: "light" | "dark";
}) {
  const headingId = `newsletter-${source}-title`;
  const dark = tone === "dark";
  const location = useLocation();
  return (
    <section className="container-page py-8" aria-labelledby={headingId}>
      <div
        className={`grid gap-6 rounded-card p-6 md:grid-cols-[2fr_3fr] md:gap-10 md:p-8 ${
          dark ? "bg-brand-strong text-white" : "border border-line bg-white shadow-card"
        }`}
      >
        <div>
          <span
            className={`flex size-11 items-center justify-center rounded-xl ${dark ? "bg-white/15" : "bg-brand-soft text-brand-strong"}`}
            aria-hidden="true"
          >
            <Icon name="mail" className="size-6" />
          </span>
          <h2 id={headingId} className="mt-4 text-xl font-bold md:text-2xl">
            {title}
          </h2>
          <p className={`mt-2 ${dark ? "text-emerald-50" : "text-ink-soft"}`}>{text}</p>
        </div>
        <NewsletterSignup island source={source} tone={tone} page={location.pathname + location.search} />
      </div>
    </section>
  );
}
