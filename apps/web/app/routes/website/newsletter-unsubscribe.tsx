// /newsletter/baja?token=…: the unsubscribe link of every newsletter e-mail. Opening it shows a button, since
// mail scanners open links; any POST to this URL unsubscribes at once: the button's, and the one-click POST
// (`List-Unsubscribe=One-Click`, RFC 8058) that mail clients send from the List-Unsubscribe-Post header.
// The token is the only authority needed, so the body is not read.
//
// NOTE: React Router refuses document POSTs whose `Origin` header names another host (its CSRF check runs
// before any route code or middleware). Mail providers post from their servers, normally without `Origin`,
// which passes; a provider that sends its own `Origin` needs the server to drop that header for this path
// (see apps/web/server.ts).
import { type UnsubscribeResult, unsubscribe } from "@casinolupa/newsletter";
import { href } from "react-router";
import { NewsletterNotice } from "../../components/newsletter-notice";
import { dbContext } from "../../context.server";
import { linkPageMeta } from "../../lib/newsletter-link";
import { linkPageHeaders, linkToken, linkView, orUnavailable } from "../../lib/newsletter-link.server";
import type { RouteHandle } from "../../lib/route-handle";
import type { Route } from "./+types/newsletter-unsubscribe";

// One visitor's token: made for each request, never cached.
export const handle: RouteHandle = { searchParams: ["token"], uncached: true };

const PATH = href("/newsletter/baja");

type View = "ask" | UnsubscribeResult | "unavailable";

const statusByView = {
  ask: 200,
  unsubscribed: 200,
  "already-unsubscribed": 200,
  invalid: 400,
  unavailable: 503,
} as const satisfies Record<View, number>;

const view = (name: View) => linkView(statusByView, name);

export function loader({ request }: Route.LoaderArgs) {
  return view(linkToken(request) ? "ask" : "invalid");
}

export async function action({ request, context }: Route.ActionArgs) {
  const db = context.get(dbContext);
  return view(await orUnavailable("unsubscribe", () => unsubscribe(db, linkToken(request))));
}

export const headers: Route.HeadersFunction = linkPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  linkPageMeta(
    {
      title: "Darte de baja de la newsletter",
      description: "Date de baja de la newsletter de CasinoLupa.",
      path: PATH,
    },
    matches,
  );

const home = { to: "/", label: "Volver al inicio" };

export default function NewsletterUnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  switch (actionData?.view ?? loaderData.view) {
    case "ask":
      return (
        <NewsletterNotice tone="question" title="Darte de baja de la newsletter" action="Darme de baja">
          <p>Pulsa el botón y dejarás de recibir la newsletter de CasinoLupa.</p>
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
          <p>No recibirás más emails de la newsletter de CasinoLupa.</p>
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
