// /newsletter: the sign-up page, and the action every newsletter form posts to. With JavaScript the forms post
// in the background and show the answer as a toast; without it the visitor lands here with the answer above
// the form. The work is @casinolupa/newsletter's (validation, consent record, confirmation e-mail).
import { handleSubscribeRequest } from "@casinolupa/newsletter";
import { data } from "react-router";
import { PageHeader } from "../../components/info-page/page-header";
import { NewsletterForm, NewsletterMessage, type NewsletterResult } from "../../components/newsletter-form";
import { db } from "../../db.server";
import { env } from "../../env.server";
import { pageMeta } from "../../lib/seo";
import { shellData } from "../../lib/shell";
import { PEER_ADDRESS_HEADER } from "../../security.server";
import type { Route } from "./+types/newsletter";

const PATH = "/newsletter";

/**
 * The origin the confirmation e-mail's links point to. The production build always uses the configured
 * SITE_ORIGIN (default https://www.casinolupa.es), never the request's Host header: a request with a forged
 * Host would otherwise make us mail someone a link to another site. The dev server uses the origin it is
 * served on, so the link printed in the console opens the local site. (Tests that follow the link run the
 * production server with SITE_ORIGIN set to that server's address.)
 */
function linkOrigin(request: Request): string {
  return import.meta.env.DEV ? new URL(request.url).origin : env.SITE_ORIGIN;
}

export async function action({ request }: Route.ActionArgs) {
  let typedEmail = "";
  const result = await handleSubscribeRequest(
    db,
    {
      headers: request.headers,
      async formData() {
        const form = await request.formData();
        const email = form.get("email");
        typedEmail = typeof email === "string" ? email.slice(0, 320) : "";
        return form;
      },
    },
    {
      siteOrigin: linkOrigin(request),
      // Forms may come from the configured origin or from the one this request was served on (a test server
      // on 127.0.0.1, a preview host). A page on another site cannot send either: browsers set `Origin`.
      allowedOrigins: [env.SITE_ORIGIN, new URL(request.url).origin],
      remoteAddress: request.headers.get(PEER_ADDRESS_HEADER),
      trustedProxies: env.TRUST_PROXY_HOPS,
    },
  );
  // NOTE: never `result.code`: a sign-up refused as a bot must look exactly like a successful one.
  const body: NewsletterResult = result.ok
    ? { ok: true, message: result.message }
    : {
        ok: false,
        message: result.message,
        email: typedEmail,
        ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
      };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return data(body, { status: result.status, headers });
}

/** Nothing here may be cached: the page shows one visitor's result (and the page cache skips `no-store`). */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers();
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  headers.set("Cache-Control", "no-store");
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Newsletter de CasinoLupa",
    description:
      "Suscríbete gratis a la newsletter de CasinoLupa: cambios de bonos y condiciones de los casinos con licencia en España, nuevas guías y consejos de juego responsable. Solo mayores de 18 años.",
    path: PATH,
    origin: shellData(matches)?.origin ?? "https://www.casinolupa.es",
  });

const REASONS = [
  {
    title: "Cambios de bonos y condiciones",
    text: "Te avisamos cuando un casino con licencia de la DGOJ cambia su bono de bienvenida, el requisito de apuesta o la apuesta máxima.",
  },
  {
    title: "Análisis y guías nuevas",
    text: "Cuando publicamos o actualizamos un análisis o una guía de juego, lo recibes con un resumen de lo que ha cambiado.",
  },
  {
    title: "Juego responsable",
    text: "Herramientas para poner límites, recursos de ayuda y novedades de la regulación española, explicados sin rodeos.",
  },
  {
    title: "Sin spam",
    text: "Solo escribimos cuando hay algo útil que contar. Cada email lleva un enlace para darte de baja con un clic.",
  },
] as const;

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        trail={[
          { name: "Inicio", path: "/" },
          { name: "Newsletter", path: PATH },
        ]}
        eyebrow="Gratis · Solo mayores de 18 años"
        title="Newsletter de CasinoLupa"
        intro="Lo que cambia en los casinos online con licencia en España, en tu email: bonos, condiciones, guías nuevas y consejos de juego responsable."
      />
      <div className="container-page grid gap-10 py-10 md:grid-cols-[2fr_3fr] md:py-14 lg:gap-14">
        <section aria-labelledby="newsletter-why">
          <h2 id="newsletter-why" className="text-2xl font-bold tracking-tight">
            Por qué suscribirte
          </h2>
          <ul className="mt-6 grid gap-5">
            {REASONS.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-brand-soft text-sm font-bold text-brand-strong"
                >
                  ✓
                </span>
                <div>
                  <h3 className="font-semibold">{reason.title}</h3>
                  <p className="mt-1 text-ink-soft">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-muted">
            Antes de enviarte nada te pediremos que confirmes tu email con un enlace. No cedemos tu dirección a los
            casinos ni a otros terceros.
          </p>
        </section>
        {/* After a sign-up without JavaScript the answer must be in view: on phones the form then comes first. */}
        <section
          aria-labelledby="newsletter-signup"
          className={`card grid gap-5 self-start p-6 md:p-8 ${actionData ? "max-md:order-first" : ""}`}
        >
          <h2 id="newsletter-signup" className="text-xl font-bold md:text-2xl">
            Suscríbete
          </h2>
          {actionData ? <NewsletterMessage result={actionData} /> : null}
          <NewsletterForm source="newsletter-page" defaultEmail={actionData?.ok ? undefined : actionData?.email} />
        </section>
      </div>
    </>
  );
}
