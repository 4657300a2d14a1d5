// What the two pages behind the newsletter e-mail's links (/newsletter/confirmar, /newsletter/baja) share: the
// token in their URL, the answer when the database fails, and pages that are never cached nor indexed.
import { describeError } from "@casinolupa/newsletter";
import { data, type MetaDescriptor } from "react-router";
import { PERSONAL_PAGE_HEADERS } from "./personal-page";
import { pageMeta } from "./seo";
import { shellData } from "./shell";

/** The link's token (empty when missing: the page then says the link is not valid). */
export function linkToken(request: Request): string {
  return new URL(request.url).searchParams.get("token") ?? "";
}

/** A view of the page with the HTTP status it is answered with. */
export function linkView<V extends string>(statusByView: Record<V, number>, view: V) {
  return data({ view }, { status: statusByView[view] });
}

/**
 * Runs the link's action; a failure (only the database can fail here) is logged and answered "unavailable",
 * so the visitor can retry, rather than with an error screen.
 */
export async function orUnavailable<R extends string>(
  what: string,
  work: () => Promise<R>,
  /** The server's logger (log.server.ts), which this module, also bundled for the browser, cannot import. */
  log: (message: string) => void,
): Promise<R | "unavailable"> {
  try {
    return await work();
  } catch (error) {
    log(`newsletter: ${what} failed: ${describeError(error)}`);
    return "unavailable";
  }
}

/** Per-visitor pages behind a secret link: never cached, never indexed, no window shared with another site. */
export function linkPageHeaders(): HeadersInit {
  return { ...PERSONAL_PAGE_HEADERS, "X-Robots-Tag": "noindex" };
}

export function linkPageMeta(
  page: { title: string; description: string; path: string },
  matches: Parameters<typeof shellData>[0],
): MetaDescriptor[] {
  return pageMeta({
    ...page,
    origin: shellData(matches)?.origin ?? "https://www.casinolupa.es",
    robots: "noindex, nofollow",
  });
}
