import type { ToastMessage } from "@casinolupa/newsletter";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { showToast } from "./toasts/toast-store";
import { Toaster } from "./toasts/toaster";

/**
 * What /newsletter answers to a sign-up (routes/website/newsletter.tsx): the message to show, and on failure the
 * e-mail as it was typed, so nothing is lost. Never the back end's result code: a bot must see a normal success.
 */
export type NewsletterResult = {
  ok: boolean;
  message: ToastMessage;
  retryAfterSeconds?: number;
  email?: string;
};

/**
 * The back end's texts (packages/newsletter/src/messages.ts) for what a hydrated form can tell before sending,
 * in the back end's order of checks. Copied because that package is server-only; newsletter-form.test.ts keeps
 * them equal. Without JavaScript the browser's `required` and `type="email"` checks stand in for these.
 */
export const formMessages = {
  empty: { title: "Error", description: "Por favor, introduce tu email", variant: "destructive" },
  "invalid-email": {
    title: "Email no válido",
    description: "Revisa tu email: debe tener la forma nombre@dominio.es, sin espacios.",
    variant: "destructive",
  },
  adult: {
    title: "Solo para mayores de 18 años",
    description: "Para suscribirte, confirma que eres mayor de 18 años.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastMessage>;

/**
 * What stops a sign-up before it is sent, and which field to fix; null when it may be sent. The server checks
 * everything again (and more: real domains, rate limits), so this only saves a round trip for the obvious.
 */
export function problemBeforeSending(fields: {
  email: string;
  /** The browser's `type="email"` verdict (`!input.validity.typeMismatch`). */
  emailWellFormed: boolean;
  adult: boolean;
}): { field: "email" | "adult"; message: ToastMessage } | null {
  if (!fields.email.trim()) return { field: "email", message: formMessages.empty };
  if (!fields.emailWellFormed) return { field: "email", message: formMessages["invalid-email"] };
  if (!fields.adult) return { field: "adult", message: formMessages.adult };
  return null;
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true once React runs the page in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * The newsletter sign-up form, posted to /newsletter. It asks only for the e-mail and the 18+ confirmation
 * (DECISIONS.md 5 and 7) and shows the first layer of the privacy notice next to the button, as the AEPD asks.
 * `source` says which box sent it (home-top, home-bottom...) and keeps the element ids unique when a page has
 * several forms.
 *
 * Without JavaScript it is a plain HTML form: the browser checks the required fields and the visitor lands on
 * /newsletter, which shows the result. On a hydrated page it is sent in the background (useFetcher): fields and
 * button are disabled while it is sent, the result appears as a toast, and the e-mail is cleared on success.
 * The browser's own checks are then switched off (noValidate): an empty or malformed e-mail and a missing 18+
 * confirmation get a toast worded as the back end's messages ('Por favor, introduce tu email', SPEC.md section 5)
 * without a request, and everything else is the server's answer.
 *
 * Fields posted: `email`, `ageConfirmed` ("true"), `source`, `page` (the path and query of the page, for the
 * consent record and its UTM values), and `website`, a honeypot that people never see or fill, so a value in it
 * marks the request as automated.
 */
export function NewsletterForm({
  source,
  tone = "light",
  defaultEmail,
}: {
  source: string;
  tone?: "light" | "dark";
  /** The e-mail to show in the field (after a failed sign-up without JavaScript). */
  defaultEmail?: string;
}) {
  const id = (field: string) => `newsletter-${source}-${field}`;
  const dark = tone === "dark";
  const muted = dark ? "text-slate-300" : "text-muted";
  const linkClass = dark ? "font-semibold text-white underline" : "font-semibold text-brand-strong underline";

  const location = useLocation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<NewsletterResult>();
  const busy = fetcher.state !== "idle";
  const emailRef = useRef<HTMLInputElement>(null);
  const adultRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const shown = useRef<NewsletterResult | undefined>(undefined);

  // Each answer is shown once, when the submission has settled.
  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || result === shown.current) return;
    shown.current = result;
    showToast({ ...result.message, group: source });
    if (result.ok && emailRef.current) emailRef.current.value = "";
    // The disabled button lost the focus; give it back so keyboard users carry on where they were.
    if (!document.activeElement || document.activeElement === document.body) buttonRef.current?.focus();
  }, [fetcher.state, fetcher.data, source]);

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      noValidate={hydrated}
      onSubmit={(event) => {
        const email = emailRef.current;
        if (!email) return;
        const problem = problemBeforeSending({
          email: email.value,
          emailWellFormed: !email.validity.typeMismatch,
          adult: adultRef.current?.checked === true,
        });
        if (!problem) return;
        event.preventDefault();
        showToast({ ...problem.message, group: source });
        (problem.field === "email" ? email : adultRef.current)?.focus();
      }}
      className="grid gap-4"
      data-newsletter-form={source}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={location.pathname + location.search} />
      <div className="grid gap-2 sm:grid-cols-[1fr_auto] sm:items-end sm:gap-3">
        <div className="grid gap-1.5">
          <label htmlFor={id("email")} className="text-sm font-semibold">
            Tu email
          </label>
          <input
            ref={emailRef}
            id={id("email")}
            name="email"
            type="email"
            required
            disabled={busy}
            defaultValue={defaultEmail}
            autoComplete="email"
            inputMode="email"
            placeholder="nombre@ejemplo.es"
            aria-describedby={id("privacy")}
            className="min-h-11 w-full rounded-full border border-slate-400 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand disabled:bg-slate-100"
          />
        </div>
        <button
          ref={buttonRef}
          type="submit"
          disabled={busy}
          className={`${dark ? "btn bg-white text-brand-strong hover:bg-emerald-50" : "btn-primary"} disabled:cursor-wait disabled:opacity-75`}
        >
          {busy ? "Suscribiendo..." : "Suscribirme"}
        </button>
      </div>
      <div className="flex items-start gap-3">
        <input
          ref={adultRef}
          id={id("age")}
          name="ageConfirmed"
          type="checkbox"
          value="true"
          required
          disabled={busy}
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
      <p id={id("privacy")} className={`text-xs leading-relaxed ${muted}`}>
        <strong className={dark ? "text-white" : "text-ink-soft"}>Protección de datos.</strong> Responsable: CasinoLupa.
        Finalidad: enviarte la newsletter; primero te pediremos que confirmes tu email. Legitimación: tu consentimiento,
        que puedes retirar en cualquier momento con el enlace de baja de cada envío. Derechos: acceso, rectificación,
        supresión, oposición, limitación y portabilidad. Más información en nuestra{" "}
        <Link to="/politica-privacidad" className={linkClass}>
          política de privacidad
        </Link>
        .
      </p>
      {hydrated ? <Toaster /> : null}
    </fetcher.Form>
  );
}

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
