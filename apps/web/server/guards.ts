// What every request meets before any page work: the security headers, refusal of methods the site does not
// speak, of targets and Hosts that make no URL, and of bodies the app would not read. Each answer is short
// plain text and carries the headers too.
import { NEWSLETTER_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
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

export function refuse(res: Response, status: number, text: string): void {
  res.status(status).type("text/plain").send(text);
}

// Node's Request (which React Router builds) throws on TRACE and TRACK, and CONNECT is not for us.
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);

export function methodFilter(req: Request, res: Response, next: NextFunction): void {
  if (METHODS.has(req.method)) next();
  else refuse(res, 405, "Method Not Allowed");
}

/**
 * The request's target in origin form (`/path?query`; an absolute one, `http://host/path`, becomes its path), or
 * null when it is no path of ours (`host:80`, `*`, `//a:b/`) or it or the Host makes no URL (`http://[`, `Host: [`):
 * every later step that builds a URL from them would throw, and Express would not route them.
 */
export function originForm(target = "", host = "localhost"): string | null {
  try {
    const absolute = /^https?:\/\//i.test(target) ? new URL(target) : null;
    const path = absolute ? absolute.pathname + absolute.search : target;
    new URL(`http://${host}${path}`);
    return path.startsWith("/") && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}

/** HTTP/1.1 requires Host, and the app builds its URLs from it: a request without one is malformed. */
export function requireHost(req: Request, res: Response, next: NextFunction): void {
  if (req.headers.host) next();
  else refuse(res, 400, "Bad Request");
}

// The two endpoints that read a body take it only with a declared length within their limit: Node reads no
// more than Content-Length, so a chunked stream of megabytes never reaches the app (411 or 413 instead).
export const BODY_LIMITS: Record<string, number> = {
  "/newsletter": NEWSLETTER_BODY_LIMIT_BYTES,
  "/api/sanity-webhook": WEBHOOK_BODY_LIMIT_BYTES,
};

export function bodyLimit(req: Request, res: Response, next: NextFunction): void {
  const limit = BODY_LIMITS[req.path] ?? 0;
  const declared = req.headers["content-length"];
  if (declared === undefined) refuse(res, 411, "Length Required");
  else if (Number(declared) > limit) refuse(res, 413, "Payload Too Large");
  else next();
}

// RFC 8058 one-click unsubscribe: mail providers POST the List-Unsubscribe URL from their own servers, some
// with their own Origin, which React Router's CSRF check would refuse (400) before any route code runs. That
// route acts on the token in its URL alone, so the Origin carries no meaning there.
export function dropOrigin(req: Request, _res: Response, next: NextFunction): void {
  delete req.headers.origin;
  next();
}
