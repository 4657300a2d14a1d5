// /ir/<casino>: every play button goes through here. It counts the click for that casino and day (no
// cookie, no IP address, no user agent; one client at most once per casino per 10 minutes) and sends the
// visitor on to the operator with a 302 at once: the count is written later, in a batch (clicks.server.ts).
// Kept out of search engines by robots.txt and X-Robots-Tag; an unknown casino is the 404 page. An operator «no
// clasificado» (decision 015) or scored under 7,0 (decision 035) is never linked to: its link leads to its own page
// on this site, which shows its score and why; a redirect, not a 404, so an old link still lands somewhere useful.
import { outboundQuery } from "@casinolupa/content";
import { mayLinkToOperator } from "@casinolupa/domain";
import { data, href, redirect } from "react-router";
import { clickCounterContext, clientAddressContext, contentContext } from "../../context.server";
import type { RouteHandle } from "../../lib/route-handle";
import { logger } from "../../log.server";
import type { Route } from "./+types/outbound";

/** Each click is counted for its own visitor: never answered from the page cache, never kept waiting for a render. */
export const handle: RouteHandle = { uncached: true, renderless: true };

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(contentContext);
  const casino = await content.fetch(outboundQuery, { slug: params.casino });
  if (!casino?.playUrl) {
    logger.debug({ casino: params.casino?.slice(0, 100) }, "outbound link to an unknown casino");
    throw data(null, { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" } });
  }
  if (!mayLinkToOperator(casino)) {
    return redirect(href("/:slug", { slug: params.casino }), {
      status: 302,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
    });
  }
  if (request.method === "GET") {
    context.get(clickCounterContext).count(params.casino, context.get(clientAddressContext));
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
