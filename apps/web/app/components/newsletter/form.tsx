// The newsletter sign-up form: a plain HTML form posted to /newsletter, and an island (app/islands.ts) that,
// once hydrated, sends it in the background and shows the answer as a toast.
import { messages, type ToastMessage } from "@casinolupa/newsletter/messages";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { showToast } from "../toasts/toast-store";
import { problemBeforeSending } from "./pre-send-check";

const BUSY_LABEL = "Suscribiendo...";

/**
 * The newsletter sign-up form, posted to /newsletter. It asks only for the e-mail and the 18+ confirmation
 * and the e-mail field is described by the first layer of the privacy notice, which NewsletterSignup shows right
 * after the form (outside the island: it is static text, so it need not travel in the island's JavaScript).
 * `source` says which box sent it (home-top, home-bottom...) and keeps the element ids unique when a page has
 * several forms. `page` is the path and query of the page it is on (props, not the router: an island has none).
 *
 * Without JavaScript (and on /newsletter, which does not hydrate it) it is a plain HTML form: the browser checks
 * the required fields and the visitor lands on /newsletter, which shows the result. Hydrated as an island (the
 * home page, beside the <Toaster /> island), it switches off the browser's own checks and sends the form in the
 * background instead: an empty or malformed e-mail and a missing 18+ confirmation get a toast with the back
 * end's message without a request; otherwise fields and button are disabled and the button reads
 * 'Suscribiendo...' while the form is posted to /newsletter asking for JSON, the answer appears as a toast, and
 * the e-mail is cleared on success.
 *
 * Fields posted: `email`, `ageConfirmed` ("true"), `source`, `page` (the path and query of the page, for the
 * consent record and its UTM values), and `website`, a honeypot that people never see or fill, so a value in it
 * marks the request as automated.
 */
export function NewsletterForm({
  source,
  tone = "light",
  defaultEmail,
  page,
  action,
}: {
  source: string;
  page: string;
  /** Where the form posts: /newsletter, from the route table (the island has no router to ask). */
  action: string;
  tone?: "light" | "dark";
  /** The e-mail to show in the field (after a failed sign-up without JavaScript). */
  defaultEmail?: string;
}) {
  const id = (field: string) => `newsletter-${source}-${field}`;
  const dark = tone === "dark";
  const button = useRef<HTMLButtonElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(0);
  useEffect(() => setEnhanced(true), []);
  // The disabled button lost the focus; give it back so keyboard users carry on where they were.
  useEffect(() => {
    if (sent && (!document.activeElement || document.activeElement === document.body)) button.current?.focus();
  }, [sent]);

  async function sendInBackground(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = event.currentTarget.elements;
    const email = fields.namedItem("email") as HTMLInputElement;
    const adult = fields.namedItem("ageConfirmed") as HTMLInputElement;
    const problem = problemBeforeSending({
      email: email.value,
      emailWellFormed: !email.validity.typeMismatch,
      adult: adult.checked,
    });
    if (problem) {
      showToast(messages[problem.code], source);
      (problem.field === "email" ? email : adult).focus();
      return;
    }
    // Read before disabling: disabled fields are left out of a form's data.
    const body = new FormData(event.currentTarget);
    setSending(true);
    let answer: { ok: boolean; message: ToastMessage };
    try {
      const response = await fetch(action, {
        method: "POST",
        body,
        headers: { Accept: "application/json" },
      });
      answer = await response.json();
    } catch {
      answer = { ok: false, message: messages.error };
    }
    setSending(false);
    setSent((count) => count + 1);
    showToast(answer.message, source);
    if (answer.ok) email.value = "";
  }

  return (
    <form
      method="post"
      action={action}
      noValidate={enhanced}
      onSubmit={sendInBackground}
      className="grid gap-4"
      data-newsletter-form={source}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={page} />
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={id("email")} className="text-sm font-semibold">
            Tu email
          </label>
          <input
            id={id("email")}
            name="email"
            type="email"
            required
            disabled={sending}
            defaultValue={defaultEmail}
            autoComplete="email"
            inputMode="email"
            placeholder="nombre@ejemplo.es"
            aria-describedby={id("privacy")}
            className="min-h-11 w-full rounded-full border border-slate-400 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand disabled:bg-slate-100"
          />
        </div>
        <button
          ref={button}
          type="submit"
          disabled={sending}
          className={`${dark ? "btn bg-white text-brand-strong hover:bg-emerald-50" : "btn-primary"} disabled:cursor-wait disabled:opacity-75`}
        >
          {sending ? BUSY_LABEL : "Suscribirme"}
        </button>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={id("age")}
          name="ageConfirmed"
          type="checkbox"
          value="true"
          required
          disabled={sending}
          className="mt-0.5 size-5 shrink-0 accent-brand"
        />
        <label htmlFor={id("age")} className="text-sm font-medium">
          Confirmo que soy mayor de 18 años
        </label>
      </div>
      {/* Honeypot: hidden from people and assistive technology, left empty by them. */}
      <div className="sr-only" aria-hidden="true">
        <label htmlFor={id("website")}>No rellenes este campo</label>
        <input id={id("website")} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </form>
  );
}
