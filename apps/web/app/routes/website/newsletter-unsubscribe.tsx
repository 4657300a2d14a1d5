// /newsletter/baja?token=…: the unsubscribe link of every newsletter e-mail. Opening it shows a button, since
// mail scanners open links; any POST to this URL unsubscribes at once: the button's, and the one-click POST
// (`List-Unsubscribe=One-Click`, RFC 8058) that mail clients send from the List-Unsubscribe-Post header.
// The token is the only authority needed, so the body is not read.
//
// NOTE: React Router refuses document POSTs whose `Origin` header names another host (its CSRF check runs
// before any route code or middleware). Mail providers post from their servers, normally without `Origin`,
// which passes; a provider that sends its own `Origin` needs the server to drop that header for this path
// (see apps/web/server.ts).
import { unsubscribe } from "@casinolupa/newsletter";
import { href } from "react-router";
import { NewsletterNotice } from "../../components/newsletter-notice";
import { LINK_PAGE_HANDLE, linkPageMeta } from "../../lib/newsletter-link";
import { linkPageHeaders, tokenActionRoute } from "../../lib/newsletter-link.server";
import type { Route } from "./+types/newsletter-unsubscribe";

export const handle = LINK_PAGE_HANDLE;

// Two exports, not one destructuring: React Router can only strip a plain export from the browser's bundle.
const tokenRoute = tokenActionRoute("unsubscribe", { unsubscribed: 200, "already-unsubscribed": 200 }, unsubscribe);
export const loader = tokenRoute.loader;
export const action = tokenRoute.action;

export const headers: Route.HeadersFunction = linkPageHeaders;

export const meta: Route.MetaFunction = linkPageMeta({
  title: "Darte de baja de la newsletter",
  description: "Date de baja del boletín de CasinoLupa.",
  path: href("/newsletter/baja"),
});

const home = { to: "/", label: "Volver al inicio" };

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  switch (actionData?.view ?? loaderData.view) {
    case "ask":
      return (
        <NewsletterNotice tone="question" title="Darte de baja de la newsletter" action="Darme de baja">
          <p>Pulsa el botón y dejarás de recibir el boletín de CasinoLupa.</p>
          <p className="text-sm text-muted">Puedes volver a suscribirte cuando quieras.</p>
        </NewsletterNotice>
      );
    case "unsubscribed":
    case "already-unsubscribed":
      return (
        <NewsletterNotice
          tone="success"
          title="Te has dado de baja"
          links={[home, { to: href("/newsletter"), label: "Volver a suscribirme" }]}
        >
          <p>No recibirás más correos del boletín de CasinoLupa.</p>
          <p className="text-sm text-muted">¿Ha sido un error? Puedes volver a suscribirte cuando quieras.</p>
        </NewsletterNotice>
      );
    case "unavailable":
      return (
        <NewsletterNotice tone="error" title="No hemos podido darte de baja" links={[home]}>
          <p>
            Ha habido un problema técnico por nuestra parte. Inténtalo de nuevo en unos minutos con el mismo enlace.
          </p>
        </NewsletterNotice>
      );
    default:
      return (
        <NewsletterNotice
          tone="error"
          title="El enlace no es válido"
          links={[home, { to: href("/ayuda"), label: "Centro de ayuda" }]}
        >
          <p>
            El enlace de baja no es válido o ya no se puede usar. Si has recibido varios emails nuestros, usa el enlace
            del más reciente.
          </p>
          <p className="text-sm text-muted">
            Si sigues recibiendo emails que no quieres, escríbenos desde el centro de ayuda y te daremos de baja.
          </p>
        </NewsletterNotice>
      );
  }
}
