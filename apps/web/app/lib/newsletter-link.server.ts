// What the two pages behind the newsletter e-mail's links (/newsletter/confirmar, /newsletter/baja) share on the
// server: the token in their URL, the answer when the database fails, and pages that are never cached nor indexed.
import { describeError } from "@casinolupa/newsletter";
import { data } from "react-router";
import { logger } from "../log.server";
import { PERSONAL_PAGE_HEADERS } from "./personal-page";

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
): Promise<R | "unavailable"> {
  try {
    return await work();
  } catch (error) {
    logger.error(`newsletter: ${what} failed: ${describeError(error)}`);
    return "unavailable";
  }
}

/** Per-visitor pages behind a secret link: never cached, never indexed, no window shared with another site. */
export function linkPageHeaders(): HeadersInit {
  return { ...PERSONAL_PAGE_HEADERS, "X-Robots-Tag": "noindex" };
}
