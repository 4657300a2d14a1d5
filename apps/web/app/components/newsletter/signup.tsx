// A newsletter sign-up as the pages show it: the form, then the first layer of the privacy notice that describes
// its e-mail field, as the AEPD asks. The form is an island where the page hydrates islands (the home page).
import { href } from "react-router";
import { useShellData } from "../../lib/shell";
import { Island } from "../island";
import { Link } from "../site-link";
import { NewsletterForm } from "./form";

type SignupProps = {
  source: string;
  tone?: "light" | "dark";
  /** The path and query of the page the form is on, posted with it. */
  page: string;
  /** The e-mail to show in the field (after a failed sign-up without JavaScript). */
  defaultEmail?: string;
  /** Hydrate the form as an island: it then sends in the background and answers with a toast. */
  island?: boolean;
};

export function NewsletterSignup({ island = false, ...props }: SignupProps) {
  const form = { ...props, action: href("/newsletter") };
  return (
    <div className="grid gap-4">
      {island ? <Island name="newsletter-form" props={form} /> : <NewsletterForm {...form} />}
      <PrivacyNotice source={form.source} tone={form.tone} />
    </div>
  );
}

function PrivacyNotice({ source, tone }: { source: string; tone?: "light" | "dark" }) {
  const id = (field: string) => `newsletter-${source}-${field}`;
  const dark = tone === "dark";
  const muted = dark ? "text-slate-300" : "text-muted";
  const linkClass = dark ? "font-semibold text-white underline" : "font-semibold text-brand-strong underline";
  // The owner's company when it is real; a sample one (the committed dataset's) is never named to a visitor.
  const controller = useShellData()?.controller ?? null;
  return (
    <p id={id("privacy")} className={`text-xs leading-relaxed ${muted}`}>
      <strong className={dark ? "text-white" : "text-ink-soft"}>Protección de datos.</strong> Responsable:{" "}
      {controller ? `${controller}, titular de CasinoLupa` : "el titular de CasinoLupa"} (sus datos, en el{" "}
      <Link to={href("/aviso-legal")} className={linkClass}>
        aviso legal
      </Link>
      ). Finalidad: enviarte el boletín, después de que confirmes tu correo, y saber desde qué página y campaña te
      suscribes. Legitimación: tu consentimiento para el boletín, que puedes retirar con el enlace de baja de cada
      envío; nuestro interés legítimo para la página y la campaña de origen y para guardar la prueba de tu
      consentimiento y de tu baja. Destinatarios: no cedemos tus datos; los correos los envía un proveedor de correo por
      encargo nuestro. Transferencias: las que indica la política. Derechos: acceso, rectificación, supresión,
      oposición, limitación y portabilidad. Más información en nuestra{" "}
      <Link to={href("/politica-privacidad")} className={linkClass}>
        política de privacidad
      </Link>
      .
    </p>
  );
}
