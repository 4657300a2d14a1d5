// /ir/<casino>: every play button goes through here. It counts the click for that casino and day (no
// cookie, no IP address, no user agent) and sends the visitor on to the operator with a 302.
// Kept out of search engines by robots.txt and X-Robots-Tag; an unknown casino is the 404 page.
import { outboundQuery } from "@casinolupa/content";
import { data, redirect } from "react-router";
import { contentContext, dbContext } from "../../context.server";
import type { Route } from "./+types/outbound";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const db = context.get(dbContext);
  const casino = await content.fetch(outboundQuery, { slug: params.casino });
  if (!casino?.playUrl) {
    console.warn(`404 Not Found: /ir/${params.casino}`);
    throw data(null, { status: 404, headers: { "X-Robots-Tag": "noindex" } });
  }
  if (request.method === "GET") {
    // A failed count must never keep a visitor from the operator.
    await db.clicks.record(params.casino).catch((error: unknown) => console.error("Could not count a click", error));
  }
  return redirect(casino.playUrl, {
    status: 302,
    headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
  });
}

// A page route (not a resource route), so an unknown casino renders the site's 404 page. The loader always
// redirects or throws, so this never renders.
export default function Outbound() {
  return null;
}
