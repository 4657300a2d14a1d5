import { Link } from "react-router";

/**
 * The newsletter sign-up form: a plain HTML form posted to /newsletter, so it works without JavaScript.
 * It asks only for the e-mail and the 18+ confirmation (DECISIONS.md 5 and 7) and shows the first layer of
 * the privacy notice next to the button, as the AEPD asks. `source` says which box sent it (home-top,
 * home-bottom...) and keeps the element ids unique when a page has several forms.
 *
 * Fields posted: `email`, `ageConfirmed` ("true"), `source`, and `website`, a honeypot that people never
 * see or fill, so a value in it marks the request as automated.
 */
export function NewsletterForm({ source, tone = "light" }: { source: string; tone?: "light" | "dark" }) {
  const id = (field: string) => `newsletter-${source}-${field}`;
  const dark = tone === "dark";
  const muted = dark ? "text-slate-300" : "text-muted";
  const linkClass = dark ? "font-semibold text-white underline" : "font-semibold text-brand-strong underline";
  return (
    <form method="post" action="/newsletter" className="grid gap-4" data-newsletter-form={source}>
      <input type="hidden" name="source" value={source} />
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
            autoComplete="email"
            inputMode="email"
            placeholder="nombre@ejemplo.es"
            aria-describedby={id("privacy")}
            className="min-h-11 w-full rounded-full border border-slate-400 bg-white px-4 text-base text-ink placeholder:text-slate-500 focus-visible:border-brand"
          />
        </div>
        <button type="submit" className={dark ? "btn bg-white text-brand-strong hover:bg-emerald-50" : "btn-primary"}>
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
        <strong className={dark ? "text-white" : "text-ink-soft"}>Protección de datos.</strong> Responsable: CasinoLupa.
        Finalidad: enviarte la newsletter; primero te pediremos que confirmes tu email. Legitimación: tu consentimiento,
        que puedes retirar en cualquier momento con el enlace de baja de cada envío. Derechos: acceso, rectificación,
        supresión, oposición, limitación y portabilidad. Más información en nuestra{" "}
        <Link to="/politica-privacidad" className={linkClass}>
          política de privacidad
        </Link>
        .
      </p>
    </form>
  );
}
