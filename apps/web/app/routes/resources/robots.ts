// robots.txt: everything may be crawled except the outbound affiliate redirects (/ir/) and search results
// (/search), and the sitemap is announced on the configured canonical origin.
import { env } from "../../env.server";
import { absoluteUrl } from "../../lib/seo";

export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /ir/",
    "Disallow: /search",
    "",
    `Sitemap: ${absoluteUrl(origin, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

export function loader() {
  return new Response(robotsTxt(env.SITE_ORIGIN), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
