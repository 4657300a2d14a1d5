// What /newsletter answers to a sign-up, and how the page shows it when the form was sent without JavaScript.
import type { ToastMessage } from "@casinolupa/newsletter/messages";

/**
 * What /newsletter answers to a sign-up (routes/website/newsletter.tsx): the message to show, and on failure the
 * e-mail as it was typed, so nothing is lost. Never the back end's result code: a bot must see a normal success.
 * A form sent in the background asks for JSON and gets the same without `email` (NewsletterAnswer).
 */
export type NewsletterResult = {
  ok: boolean;
  message: ToastMessage;
  retryAfterSeconds?: number;
  email?: string;
};

export type NewsletterAnswer = Omit<NewsletterResult, "email">;

/**
 * The result of a sign-up sent without JavaScript, shown above the form on /newsletter: announced politely on
 * success and at once on an error.
 */
export function NewsletterMessage({ result }: { result: NewsletterResult }) {
  const { title, description, variant } = result.message;
  const destructive = variant === "destructive";
  return (
    <div
      role={destructive ? "alert" : "status"}
      data-newsletter-message={variant}
      className={`flex items-start gap-3 rounded-xl border p-4 ${
        destructive ? "border-danger/40 bg-danger-soft text-danger" : "border-brand/30 bg-brand-soft text-brand-strong"
      }`}
    >
      <span
        aria-hidden="true"
        className={`flex size-6 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white ${
          destructive ? "bg-danger" : "bg-brand"
        }`}
      >
        {destructive ? "!" : "✓"}
      </span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm text-ink-soft">{description}</p>
      </div>
    </div>
  );
}
