import { Icon } from "./icon";
import { Link } from "./site-link";

export type NoticeTone = "question" | "success" | "warning" | "error";

const toneStyles: Record<NoticeTone, { icon: React.ReactNode; badge: string }> = {
  question: { icon: <Icon name="mail" className="size-7" />, badge: "bg-brand-soft text-brand-strong" },
  success: { icon: "✓", badge: "bg-brand text-white" },
  warning: { icon: "!", badge: "bg-amber-100 text-gold" },
  error: { icon: "!", badge: "bg-danger-soft text-danger" },
};

export type NoticeLink = { to: string; label: string };

/**
 * The one-card page the newsletter's e-mail links open (/newsletter/confirmar, /newsletter/baja): the page's h1,
 * what happened or what the button will do, then the button or the ways on.
 */
export function NewsletterNotice({
  tone,
  title,
  children,
  action,
  links = [],
}: {
  tone: NoticeTone;
  title: string;
  children: React.ReactNode;
  /** A button that POSTs to this same URL (token included): the links act only on POST, never on GET. */
  action?: string;
  links?: readonly NoticeLink[];
}) {
  const style = toneStyles[tone];
  return (
    <div className="container-page py-12 md:py-20">
      <section className="card mx-auto max-w-xl p-6 text-center md:p-10" aria-labelledby="newsletter-notice-title">
        <span
          aria-hidden="true"
          className={`mx-auto flex size-14 items-center justify-center rounded-full text-2xl font-bold ${style.badge}`}
        >
          {style.icon}
        </span>
        <p className="mt-5 text-sm font-semibold uppercase tracking-wider text-brand-strong">
          Newsletter de CasinoLupa
        </p>
        <h1
          id="newsletter-notice-title"
          className="mt-2 text-2xl font-extrabold tracking-tight text-balance md:text-3xl"
        >
          {title}
        </h1>
        <div className="mt-4 grid gap-3 text-ink-soft">{children}</div>
        {action ? (
          // No `action` attribute: the browser posts to this page's own URL, ?token=… included.
          <form method="post" className="mt-8">
            <button type="submit" className="btn-primary w-full sm:w-auto">
              {action}
            </button>
          </form>
        ) : null}
        {links.length ? (
          <p className="mt-8 flex flex-wrap justify-center gap-3">
            {links.map((link, index) => (
              <Link key={link.to} to={link.to} className={index === 0 ? "btn-primary" : "btn-secondary"}>
                {link.label}
              </Link>
            ))}
          </p>
        ) : null}
      </section>
    </div>
  );
}
