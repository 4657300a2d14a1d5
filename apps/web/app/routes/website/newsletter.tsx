// /newsletter: the sign-up page, and the action every newsletter form posts to. On the home page, with
// JavaScript, the forms post in the background (asking for JSON) and show the answer as a toast; otherwise the
// visitor lands here with the answer above the form. The work is @casinolupa/newsletter's (validation, consent
// record, confirmation e-mail).

import { siteOwnerQuery } from "@casinolupa/content";
import { defaultSignupLimits, handleSubscribeRequest, type SignupLimits } from "@casinolupa/newsletter";
import { clsx } from "clsx";
import { data, href, type RouterContextProvider, useLocation } from "react-router";
import { homeTrail, PageHeader } from "../../components/info-page/page-header";
import { type NewsletterAnswer, NewsletterMessage, type NewsletterResult } from "../../components/newsletter/result";
import { NewsletterSignup } from "../../components/newsletter/signup";
import { clientAddressContext, contentContext, dbContext, serverOriginContext } from "../../context.server";
import { env } from "../../env.server";
import { PERSONAL_PAGE_HEADERS } from "../../lib/personal-page";
import { pageMeta, siteOrigin } from "../../lib/seo";
import { logger } from "../../log.server";
import type { Route } from "./+types/newsletter";

const PATH = href("/newsletter");

/** The hourly windows from the environment; the minute windows stay the package's. */
const hourly = (windows: SignupLimits["perClient"], max: number) =>
  windows.map((window) => (window.windowMs === 3_600_000 ? { ...window, max } : window));
const limits: SignupLimits = {
  ...defaultSignupLimits,
  perClient: hourly(defaultSignupLimits.perClient, env.NEWSLETTER_SIGNUPS_PER_CLIENT_HOUR),
  perNetwork: hourly(defaultSignupLimits.perNetwork, env.NEWSLETTER_SIGNUPS_PER_NETWORK_HOUR),
};

/**
 * Signs the visitor up (or not) and says what to tell them, with the HTTP status and headers to answer with.
 * The e-mail's links and the only origin whose pages may post the form are the site's own origin
 * (SITE_ORIGIN in any real deployment, else the address this server listens on), never the request's Host
 * header: a forged Host (DNS rebinding, a direct request) would otherwise put another site's links, tokens
 * included, in our e-mail.
 */
async function subscribe(request: Request, context: Readonly<RouterContextProvider>) {
  const siteOrigin = context.get(serverOriginContext);
  // The owner named in the e-mail's footer (LSSI art. 10 and 20), from the same settings as the «Aviso legal».
  const owner = await context.get(contentContext).fetch(siteOwnerQuery);
  let typedEmail = "";
  const result = await handleSubscribeRequest(
    context.get(dbContext),
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
      siteOrigin,
      sender: owner?.companyName ? { companyName: owner.companyName, address: owner.address } : null,
      limits,
      // Already resolved through the trusted proxies by the server (server/client-address.ts).
      remoteAddress: context.get(clientAddressContext),
      log: logger,
    },
  );
  // NOTE: never `result.code`: a sign-up refused as a bot must look exactly like a successful one.
  const answer: NewsletterAnswer = {
    ok: result.ok,
    message: result.message,
    ...(result.retryAfterSeconds ? { retryAfterSeconds: result.retryAfterSeconds } : {}),
  };
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.retryAfterSeconds) headers.set("Retry-After", String(result.retryAfterSeconds));
  return { answer, typedEmail, init: { status: result.status, headers } };
}

/**
 * The home page's script sends the form in the background and asks for JSON (`Accept: application/json`): it
 * gets the answer alone, with the same status, instead of the page. A middleware, because what an action
 * returns is always rendered into the page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }, next) => {
    if (request.method !== "POST" || !request.headers.get("Accept")?.includes("application/json")) return next();
    const { answer, init } = await subscribe(request, context);
    return Response.json(answer, init);
  },
];

/** A sign-up without JavaScript: the page shows the answer above the form, with the e-mail as it was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const { answer, typedEmail, init } = await subscribe(request, context);
  const body: NewsletterResult = answer.ok ? answer : { ...answer, email: typedEmail };
  return data(body, init);
}

/**
 * The page itself is the same for everyone and cached like any other. The answer to a sign-up shows one
 * visitor's result: never stored by a cache, and in no window shared with another site's page
 * (lib/personal-page.ts). Only an action sets headers (`no-store`), so they say whether this is one.
 */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  if (!actionHeaders.has("Cache-Control")) return new Headers();
  const headers = new Headers(PERSONAL_PAGE_HEADERS);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
};

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Newsletter de CasinoLupa",
    description:
      "Suscríbete gratis a la newsletter de CasinoLupa: análisis nuevos o actualizados de casinos con licencia en España, guías y consejos de juego responsable. Sin ofertas de bonos.",
    path: PATH,
    origin: siteOrigin(matches),
  });

const REASONS = [
  {
    title: "Análisis y guías nuevas",
    text: "Cuando publicamos o actualizamos un análisis o una guía de juego, lo recibes con un resumen de lo que ha cambiado.",
  },
  {
    title: "Juego responsable",
    text: "Herramientas para poner límites, recursos de ayuda y novedades de la regulación española, explicados sin rodeos.",
  },
  {
    title: "Sin ofertas de bonos",
    // RD 176/2023 bars operators' promotions aimed at players aged 18 to 25, and we do not ask anyone's age.
    text: "No enviamos ofertas ni bonos de los operadores. Solo escribimos cuando hay algo útil que contar, y cada correo lleva un enlace para darte de baja con un clic.",
  },
] as const;

export default function NewsletterPage({ actionData }: Route.ComponentProps) {
  const location = useLocation();
  return (
    <>
      <PageHeader
        trail={homeTrail("Newsletter", PATH)}
        eyebrow="Gratis · Solo mayores de 18 años"
        title="Newsletter de CasinoLupa"
        intro="Nuestros análisis nuevos o actualizados de los casinos online con licencia en España, guías y consejos de juego responsable, en tu correo. Sin ofertas de bonos."
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
          className={clsx("card grid gap-5 self-start p-6 md:p-8", actionData && "max-md:order-first")}
        >
          <h2 id="newsletter-signup" className="text-xl font-bold md:text-2xl">
            Suscríbete
          </h2>
          {actionData ? <NewsletterMessage result={actionData} /> : null}
          <NewsletterSignup
            source="newsletter-page"
            page={location.pathname + location.search}
            defaultEmail={actionData?.ok ? undefined : actionData?.email}
          />
        </section>
      </div>
    </>
  );
}
