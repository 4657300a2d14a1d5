// What every request meets before any page work: the security headers, refusal of methods the site does not
// speak, of targets and Hosts that make no URL, and of bodies the app would not read. Each answer is short
// plain text and carries the headers too.
import {
  APP_SEGMENTS,
  ISSUE_VIEW_BODY_LIMIT_BYTES,
  NEWSLETTER_BODY_LIMIT_BYTES,
  NEWSLETTER_ISSUE_SEGMENTS,
  WEBHOOK_BODY_LIMIT_BYTES,
} from "@casinolupa/domain";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { securityHeaders } from "../app/security.server";

/** Sets the headers every response carries, the one Content-Security-Policy included. */
export function withSecurityHeaders(contentSecurityPolicy: string): RequestHandler {
  const headers = Object.entries({ ...securityHeaders(), "Content-Security-Policy": contentSecurityPolicy });
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

// Node's Request (which React Router builds) throws on TRACE and TRACK, and CONNECT is not for us.
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);

/**
 * Why a request is refused before the app sees it, or its target in origin form (`/path?query`; an absolute one,
 * `http://host/path`, becomes its path). Refused: a method the site does not speak (405); a target that is no path
 * of ours (`host:80`, `*`, `//a:b/`), that with the Host makes no URL (`http://[`, `Host: [`), or no Host at all,
 * which HTTP/1.1 requires (400): every later step that builds a URL from them would throw. A path whose
 * percent-encoding decodes to no text (`/%zz`, `/ruleta%ff`) is refused too: no page has such a name, and React
 * Router would print a warning for each. So is a Host with userinfo (`a@b`): it makes a URL, but not one a Request
 * may be built from.
 */
export function admit(method = "", target = "", host?: string): string | { status: number; text: string } {
  const badRequest = { status: 400, text: "Bad Request" };
  try {
    const absolute = /^https?:\/\//i.test(target) ? new URL(target) : null;
    const path = absolute ? absolute.pathname + absolute.search : target;
    const url = new URL(`http://${host}${path}`);
    decodeURIComponent(path.split("?")[0] ?? "");
    if (!host || !path.startsWith("/") || path.startsWith("//") || url.username || url.password) return badRequest;
    return METHODS.has(method) ? path : { status: 405, text: "Method Not Allowed" };
  } catch {
    return badRequest;
  }
}

// The endpoints that read a body take it only with a declared length within their limit: Node reads no more
// than Content-Length, so a chunked stream of megabytes never reaches the app (411 or 413 instead).
export const BODY_LIMITS: Record<string, number> = {
  "/newsletter": NEWSLETTER_BODY_LIMIT_BYTES,
  "/api/sanity-webhook": WEBHOOK_BODY_LIMIT_BYTES,
  [`/${APP_SEGMENTS.api}/${NEWSLETTER_ISSUE_SEGMENTS.base}/${NEWSLETTER_ISSUE_SEGMENTS.view}`]:
    ISSUE_VIEW_BODY_LIMIT_BYTES,
};

export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  const limit = BODY_LIMITS[req.path] ?? 0;
  const declared = req.headers["content-length"];
  if (declared === undefined) res.status(411).type("text/plain").send("Length Required");
  else if (Number(declared) > limit) res.status(413).type("text/plain").send("Payload Too Large");
  else next();
}

// RFC 8058 one-click unsubscribe: mail providers POST the List-Unsubscribe URL from their own servers, some
// with their own Origin, which React Router's CSRF check would refuse (400) before any route code runs. That
// route acts on the token in its URL alone, so the Origin carries no meaning there.
export function dropOrigin(req: Request, _res: Response, next: NextFunction): void {
  delete req.headers.origin;
  next();
}
