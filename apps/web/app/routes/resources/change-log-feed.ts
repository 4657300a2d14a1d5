// /cambios.xml: the change log's Atom feed (lib/change-log-feed.ts), the newest changes of every casino. Cached by a
// CDN like a page (PAGE_CACHE_CONTROL) and purged on every publish like every page. Its bytes change only with a
// change (or a publish), so its ETag holds.
import { trackedFactsQuery } from "@casinolupa/content";
import { changesContext, contentContext } from "../../context.server";
import { env } from "../../env.server";
import { PAGE_CACHE_CONTROL } from "../../lib/cache-control";
import { changeLogAtom } from "../../lib/change-log-feed";
import type { Route } from "./+types/change-log-feed";

/** Feed readers want the recent changes; the page has the rest. */
const FEED_CHANGES = 50;

export async function loader({ context }: Route.LoaderArgs) {
  const casinos = await context.get(contentContext).fetch(trackedFactsQuery);
  // With no casino at all (so no change either), the day the change log started.
  const contentUpdated =
    casinos
      .map((casino) => casino._updatedAt)
      .sort()
      .at(-1) ?? "2026-11-26T00:00:00Z";
  const changes = await context.get(changesContext).read({ limit: FEED_CHANGES });
  if (changes === null) {
    return new Response("El feed de cambios no está disponible ahora mismo.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "30" },
    });
  }
  return new Response(changeLogAtom(changes, env.SITE_ORIGIN, contentUpdated), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": PAGE_CACHE_CONTROL },
  });
}
