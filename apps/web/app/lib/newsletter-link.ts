// The metadata of the two pages behind the newsletter e-mail's links (/newsletter/confirmar, /newsletter/baja);
// what else they share runs on the server only (newsletter-link.server.ts).
import type { MetaDescriptor } from "react-router";
import { pageMeta, siteOrigin } from "./seo";

export function linkPageMeta(
  page: { title: string; description: string; path: string },
  matches: Parameters<typeof siteOrigin>[0],
): MetaDescriptor[] {
  return pageMeta({ ...page, origin: siteOrigin(matches), robots: "noindex, nofollow" });
}
