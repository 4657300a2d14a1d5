// /newsletter/confirmar?token=…: the confirmation link of the double opt-in. Opening the link
// only shows a button; pressing it (a POST to this same URL) confirms. Mail scanners open every link in an
// e-mail, and must not be the ones who confirm.
import { confirmSubscription } from "@casinolupa/newsletter";
import { href } from "react-router";
import { NewsletterNotice } from "../../components/newsletter-notice";
import { LINK_PAGE_HANDLE, linkPageMeta } from "../../lib/newsletter-link";
import { linkPageHeaders, tokenActionRoute } from "../../lib/newsletter-link.server";
import type { Route } from "./+types/newsletter-confirm";

export const handle = LINK_PAGE_HANDLE;

// Two exports, not one destructuring: React Router can only strip a plain export from the browser's bundle.
const tokenRoute = tokenActionRoute(
  "confirmation",
  { confirmed: 200, "already-confirmed": 200, expired: 410 },
  confirmSubscription,
);
export const loader = tokenRoute.loader;
export const action = tokenRoute.action;

export const headers: Route.HeadersFunction = linkPageHeaders;

export const meta: Route.MetaFunction = linkPageMeta({
  title: "Confirma tu suscripción a la newsletter",
  description: "Confirma tu suscripción al boletín de CasinoLupa.",
  path: href("/newsletter/confirmar"),
});

const home = { to: "/", label: "Volver al inicio" };
const signUp = { to: href("/newsletter"), label: "Suscribirme de nuevo" };
const newsletter = { to: href("/newsletter"), label: "Ir a la newsletter" };

export default function NewsletterConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  switch (actionData?.view ?? loaderData.view) {
    case "ask":
      return (
        <NewsletterNotice tone="question" title="Confirma tu suscripción" action="Confirmar mi suscripción">
          <p>Es el último paso: pulsa el botón para empezar a recibir el boletín de CasinoLupa en tu correo.</p>
          <p className="text-sm text-muted">
            ¿No te has suscrito tú? No hagas nada: sin tu confirmación no te enviaremos ningún email.
          </p>
        </NewsletterNotice>
      );
    case "confirmed":
      return (
        <NewsletterNotice
          tone="success"
          title="¡Suscripción exitosa!"
          links={[{ to: href("/comparacion"), label: "Ver la comparativa de casinos" }, home]}
        >
          <p>Te has suscrito correctamente a nuestra newsletter.</p>
          <p className="text-sm text-muted">Cada email incluye un enlace para darte de baja cuando quieras.</p>
        </NewsletterNotice>
      );
    case "already-confirmed":
      return (
        <NewsletterNotice tone="success" title="Tu suscripción ya estaba confirmada" links={[home]}>
          <p>No tienes que hacer nada más: ya recibes el boletín de CasinoLupa.</p>
        </NewsletterNotice>
      );
    case "expired":
      return (
        <NewsletterNotice tone="warning" title="El enlace ha caducado" links={[signUp, home]}>
          <p>Los enlaces de confirmación valen 7 días. Suscríbete de nuevo y te enviaremos otro.</p>
        </NewsletterNotice>
      );
    case "unavailable":
      return (
        <NewsletterNotice tone="error" title="No hemos podido confirmar tu suscripción" links={[home]}>
          <p>
            Ha habido un problema técnico por nuestra parte. Inténtalo de nuevo en unos minutos con el mismo enlace.
          </p>
        </NewsletterNotice>
      );
    default:
      return (
        <NewsletterNotice tone="error" title="El enlace no es válido" links={[newsletter, home]}>
          <p>
            El enlace no es válido o ya no se puede usar. Si pediste más de un email de confirmación, usa el enlace del
            más reciente.
          </p>
        </NewsletterNotice>
      );
  }
}
