// Every route of the site, listed explicitly. Pages share the `website` layout (navigation, footer, 18+
// notice); resource routes are endpoints without UI. The static segments come from @casinolupa/domain, which
// also reserves them so no casino, game page or page can take one as its slug (routes.test.ts checks it).
import {
  APP_SEGMENTS as app,
  NEWSLETTER_ISSUE_SEGMENTS as issue,
  NEWSLETTER_SEGMENTS,
  PAYMENT_METHODS,
  PREVIEW_SEGMENTS,
  PAGE_SEGMENTS as pages,
  paymentPageSegment,
  WEBHOOK_SEGMENT,
} from "@casinolupa/domain";
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/website/layout.tsx", [
    index("routes/website/home.tsx"),
    route(app.comparison, "routes/website/comparison.tsx"),
    route(app.changeLog, "routes/website/change-log.tsx"),
    route(app.search, "routes/website/search.tsx"),
    route(app.bonusCalculator, "routes/website/bonus-calculator.tsx"),
    route(pages.ratingMethod, "routes/website/rating-method.tsx"),
    route(`${app.outbound}/:casino`, "routes/website/outbound.tsx"),
    route(app.newsletter, "routes/website/newsletter.tsx"),
    route(`${app.newsletter}/${NEWSLETTER_SEGMENTS.confirm}`, "routes/website/newsletter-confirm.tsx"),
    route(`${app.newsletter}/${NEWSLETTER_SEGMENTS.unsubscribe}`, "routes/website/newsletter-unsubscribe.tsx"),
    // The content pages share one template; each is a `page` document with the same slug.
    route(pages.responsibleGambling, "routes/website/info-page.tsx", { id: "page-guide" }),
    route(pages.terms, "routes/website/info-page.tsx", { id: "page-terms" }),
    route(pages.privacy, "routes/website/info-page.tsx", { id: "page-privacy" }),
    route(pages.legalNotice, "routes/website/info-page.tsx", { id: "page-legal" }),
    route(pages.help, "routes/website/info-page.tsx", { id: "page-help" }),
    // The authors who sign the reviews, and one page per payment method (/casinos-con-bizum), sharing one template.
    route(`${app.authors}/:slug`, "routes/website/author.tsx"),
    ...PAYMENT_METHODS.map((method) =>
      route(paymentPageSegment(method.slug), "routes/website/payment-method.tsx", { id: `payment-${method.slug}` }),
    ),
    // Casino reviews and game pages live at the top level, one path per document slug.
    route(":slug", "routes/website/content-page.tsx"),
    route("*", "routes/website/not-found.tsx"),
  ]),
  route(app.sitemap, "routes/resources/sitemap.ts"),
  route(app.robots, "routes/resources/robots.ts"),
  route(app.changeLogFeed, "routes/resources/change-log-feed.ts"),
  route(`${app.contentImages}/:file`, "routes/resources/content-image.ts"),
  route(`${app.api}/${WEBHOOK_SEGMENT}`, "routes/resources/sanity-webhook.ts"),
  route(`${app.api}/${PREVIEW_SEGMENTS.enable}`, "routes/resources/preview-enable.ts"),
  route(`${app.api}/${PREVIEW_SEGMENTS.disable}`, "routes/resources/preview-disable.ts"),
  route(`${app.api}/${issue.base}/${issue.view}`, "routes/resources/newsletter-issue-view.ts"),
  route(`${app.api}/${issue.base}/${issue.report}/:documentId`, "routes/resources/newsletter-issue-report.ts"),
] satisfies RouteConfig;
