// Every route of the site, listed explicitly. Pages share the `website` layout (navigation, footer, 18+
// notice); resource routes are endpoints without UI.
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/website/layout.tsx", [
    index("routes/website/home.tsx"),
    route("comparacion", "routes/website/comparison.tsx"),
    route("search", "routes/website/search.tsx"),
    route("calculadora-bonos", "routes/website/bonus-calculator.tsx"),
    route("como-puntuamos", "routes/website/rating-method.tsx"),
    route("ir/:casino", "routes/website/outbound.tsx"),
    route("newsletter", "routes/website/newsletter.tsx"),
    route("newsletter/confirmar", "routes/website/newsletter-confirm.tsx"),
    route("newsletter/baja", "routes/website/newsletter-unsubscribe.tsx"),
    // The four content pages share one template; each is a `page` document with the same slug.
    route("guia-juego-responsable", "routes/website/info-page.tsx", { id: "page-guide" }),
    route("terminos-condiciones", "routes/website/info-page.tsx", { id: "page-terms" }),
    route("politica-privacidad", "routes/website/info-page.tsx", { id: "page-privacy" }),
    route("ayuda", "routes/website/info-page.tsx", { id: "page-help" }),
    // Casino reviews and game pages live at the top level, one path per document slug.
    route(":slug", "routes/website/content-page.tsx"),
    route("*", "routes/website/not-found.tsx"),
  ]),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("sitemaps/:file", "routes/resources/sitemap-part.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("content-images/:file", "routes/resources/content-image.ts"),
  route("scripts/:file", "routes/resources/scripts.ts"),
  route("api/sanity-webhook", "routes/resources/sanity-webhook.ts"),
  route("healthz", "routes/resources/healthz.ts"),
] satisfies RouteConfig;
