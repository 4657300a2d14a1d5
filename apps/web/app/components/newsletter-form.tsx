import type { ToastMessage } from "@casinolupa/newsletter";
import { href, Link, useLocation } from "react-router";
import { createToasts, MAX_TOASTS, TOAST_DURATION_MS, type Toasts } from "./toasts/toast-script";

/**
 * What /newsletter answers to a sign-up (routes/website/newsletter.tsx): the message to show, and on failure the
 * e-mail as it was typed, so nothing is lost. Never the back end's result code: a bot must see a normal success.
 * A form sent by the page's script asks for JSON and gets the same without `email` (NewsletterAnswer).
 */
export type NewsletterResult = {
  ok: boolean;
  message: ToastMessage;
  retryAfterSeconds?: number;
  email?: string;
};

export type NewsletterAnswer = Omit<NewsletterResult, "email">;

/**
 * The back end's texts (packages/newsletter/src/messages.ts) for what the script can tell before sending, in the
 * back end's order of checks, and for a sign-up that could not reach the server. Copied because that package is
 * server-only; newsletter-form.test.tsx keeps them equal. The form carries them in `data-messages` for the
 * script. Without JavaScript the browser's `required` and `type="email"` checks stand in for these.
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
  error: {
    title: "Error",
    description: "Hubo un problema al suscribirte. Inténtalo de nuevo.",
    variant: "destructive",
  },
} as const satisfies Record<string, ToastMessage>;

type FormMessageCode = keyof typeof formMessages;

/**
 * What stops a sign-up before it is sent, and which field to fix; null when it may be sent. The server checks
 * everything again (and more: real domains, rate limits), so this only saves a round trip for the obvious.
 * Runs in the browser too (inlined into newsletterFormsScript), so it uses nothing from outside its body.
 */
export function problemBeforeSending(fields: {
  email: string;
  /** The browser's `type="email"` verdict (`!input.validity.typeMismatch`). */
  emailWellFormed: boolean;
  adult: boolean;
}): { field: "email" | "adult"; code: Exclude<FormMessageCode, "error"> } | null {
  if (!fields.email.trim()) return { field: "email", code: "empty" };
  if (!fields.emailWellFormed) return { field: "email", code: "invalid-email" };
  if (!fields.adult) return { field: "adult", code: "adult" };
  return null;
}

const BUSY_LABEL = "Suscribiendo...";

/**
 * The newsletter boxes' script (browser code, inlined with its arguments by newsletterFormsScript, so it uses
 * nothing from outside its body). For each form it switches off the browser's own checks and sends the form in
 * the background instead: an empty or malformed e-mail and a missing 18+ confirmation get a toast worded as the
 * back end's messages without a request; otherwise fields and button are disabled while the form is posted to
 * /newsletter asking for JSON, the answer appears as a toast, and the e-mail is cleared on success.
 */
export function enhanceNewsletterForms(toasts: Toasts, check: typeof problemBeforeSending, busyLabel: string) {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter-form]")) {
    const group = form.dataset.newsletterForm ?? "";
    const messages = JSON.parse(form.dataset.messages ?? "{}") as Record<FormMessageCode, ToastMessage>;
    const email = form.querySelector<HTMLInputElement>('input[name="email"]');
    const adult = form.querySelector<HTMLInputElement>('input[name="ageConfirmed"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (!email || !adult || !button) continue;
    form.noValidate = true;

    form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const problem = check({
        email: email.value,
        emailWellFormed: !email.validity.typeMismatch,
        adult: adult.checked,
      });
      if (problem) {
        toasts.show(messages[problem.code], group);
        (problem.field === "email" ? email : adult).focus();
        return;
      }
      // Read before disabling: disabled fields are left out of a form's data.
      const body = new FormData(form);
      const label = button.textContent;
      const controls = [email, adult, button];
      for (const control of controls) control.disabled = true;
      button.textContent = busyLabel;
      let answer: { ok: boolean; message: ToastMessage };
      try {
        const response = await fetch(form.action, { method: "POST", body, headers: { Accept: "application/json" } });
        answer = await response.json();
      } catch {
        answer = { ok: false, message: messages.error };
      }
      for (const control of controls) control.disabled = false;
      button.textContent = label;
      toasts.show(answer.message, group);
      if (answer.ok) email.value = "";
      // The disabled button lost the focus; give it back so keyboard users carry on where they were.
      if (!document.activeElement || document.activeElement === document.body) button.focus();
    });
  }
}

/** The inline script of a page with newsletter boxes and a <Toaster />: the boxes send in place, answers as toasts. */
export const newsletterFormsScript = `(${enhanceNewsletterForms})((${createToasts})(${TOAST_DURATION_MS},${MAX_TOASTS}),${problemBeforeSending},${JSON.stringify(BUSY_LABEL)});`;

/**
 * The newsletter sign-up form, posted to /newsletter. It asks only for the e-mail and the 18+ confirmation
 * and shows the first layer of the privacy notice next to the button, as the AEPD asks.
 * `source` says which box sent it (home-top, home-bottom...) and keeps the element ids unique when a page has
 * several forms.
 *
 * It is a plain HTML form: the browser checks the required fields and the visitor lands on /newsletter, which
 * shows the result. A page that also renders <Toaster /> and inlines newsletterFormsScript (the home page) sends
 * it in the background instead, with the answer as a toast.
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

  return (
    <form
      method="post"
      action={href("/newsletter")}
      className="grid gap-4"
      data-newsletter-form={source}
      data-messages={JSON.stringify(formMessages)}
    >
      <input type="hidden" name="source" value={source} />
      <input type="hidden" name="page" value={location.pathname + location.search} />
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
            defaultValue={defaultEmail}
            autoComplete="email"
            inputMode="email"
            placeholder="nombre@ejemplo.es"
            aria-describedby={id("privacy")}
            className="min-h-11 w-full rounded-full border border-slate-400 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand disabled:bg-slate-100"
          />
        </div>
        <button
          type="submit"
          className={`${dark ? "btn bg-white text-brand-strong hover:bg-emerald-50" : "btn-primary"} disabled:cursor-wait disabled:opacity-75`}
        >
          Suscribirme
        </button>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={id("age")}
          name="ageConfirmed"
          type="checkbox"
          value="true"
          required
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
        <strong className={dark ? "text-white" : "text-ink-soft"}>Protección de datos.</strong> Responsable: el titular
        de CasinoLupa (sus datos, en el{" "}
        <Link to={href("/aviso-legal")} className={linkClass}>
          aviso legal
        </Link>
        ). Finalidad: enviarte el boletín, después de que confirmes tu correo, y saber desde qué página y campaña te
        suscribes. Legitimación: tu consentimiento para el boletín, que puedes retirar con el enlace de baja de cada
        envío; nuestro interés legítimo para la página y la campaña de origen y para guardar la prueba de tu
        consentimiento y de tu baja. Destinatarios: no cedemos tus datos; los correos los envía un proveedor de correo
        por encargo nuestro. Transferencias: las que indica la política. Derechos: acceso, rectificación, supresión,
        oposición, limitación y portabilidad. Más información en nuestra{" "}
        <Link to={href("/politica-privacidad")} className={linkClass}>
          política de privacidad
        </Link>
        .
      </p>
    </form>
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
