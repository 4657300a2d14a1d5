// What every request meets before any page work: the security headers, refusal of methods the site does not
// speak, of requests without a Host, and of bodies the app would not read. Each answer is short, plain text
// and carries the headers too.
import { NEWSLETTER_BODY_LIMIT_BYTES, WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server";

/**
 * Sets the headers every response carries. The Content-Security-Policy is set where each response is made
 * (documents carry a nonce), so a response never has two.
 */
export function withSecurityHeaders(): RequestHandler {
  const headers = Object.entries(securityHeaders());
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

export function refuse(res: Response, status: number, text: string): void {
  res.status(status).setHeader("Content-Security-Policy", contentSecurityPolicy());
  res.type("text/plain").send(text);
}

// Node's Request (which React Router builds) throws on TRACE and TRACK, and CONNECT is not for us.
const METHODS = new Set(["GET", "HEAD", "POST", "OPTIONS", "PUT", "PATCH", "DELETE"]);

export function methodFilter(req: Request, res: Response, next: NextFunction): void {
  if (METHODS.has(req.method)) next();
  else refuse(res, 405, "Method Not Allowed");
}

/**
 * Whether a request's target and Host make a URL. A target such as `//a:b/` or `http://[`, or a Host such as
 * `[` or `x:99999`, does not: every later step that builds a URL from them would throw, so it is refused first.
 */
export function parsesAsUrl(target: string | undefined, host: string | undefined): boolean {
  try {
    new URL(target ?? "/", `http://${host ?? "localhost"}`);
    return true;
  } catch {
    return false;
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
