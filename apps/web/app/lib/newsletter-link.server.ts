// What the two pages behind the newsletter e-mail's links (/newsletter/confirmar, /newsletter/baja) share on the
// server: the token in their URL, the answer when the database fails, and pages that are never cached nor indexed.
import type { Db } from "@casinolupa/db";
import { describeError } from "@casinolupa/newsletter";
import { data, type RouterContextProvider } from "react-router";
import { dbContext } from "../context.server";
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

/** The views of every link page, whatever its action: the question, a link without a token, a database failure. */
const SHARED_STATUS = { ask: 200, invalid: 400, unavailable: 503 } as const;

/**
 * The loader and action of a page behind an e-mail link. Opening the link only asks (or says the link is not
 * valid when it has no token): mail scanners open every link in an e-mail and must not be the ones who act. A POST
 * runs `act` with the token; its result names the view, answered with its status from `statusByResult`.
 */
export function tokenActionRoute<R extends string>(
  what: string,
  statusByResult: Record<Exclude<R, keyof typeof SHARED_STATUS>, number>,
  act: (db: Db, token: string) => Promise<R>,
) {
  const statusByView = { ...SHARED_STATUS, ...statusByResult } as Record<R | keyof typeof SHARED_STATUS, number>;
  return {
    loader: ({ request }: { request: Request }) => linkView(statusByView, linkToken(request) ? "ask" : "invalid"),
    action: async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) =>
      linkView(statusByView, await orUnavailable(what, () => act(context.get(dbContext), linkToken(request)))),
  };
}

/** Per-visitor pages behind a secret link: never cached, never indexed, no window shared with another site. */
export function linkPageHeaders(): HeadersInit {
  return { ...PERSONAL_PAGE_HEADERS, "X-Robots-Tag": "noindex" };
}
