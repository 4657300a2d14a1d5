// One JSON line per request (pino-http): time, level, request id, method, path, status, duration in ms and
// what the page cache did (hit, stale, miss, shared, refused). The request id is the caller's X-Request-Id
// when it is a plain token (a load balancer's or CDN's), else a new one; it is sent back in X-Request-Id and
// bound to every line logged for the request. Health checks are not logged unless they fail. The path is
// logged without its query string (newsletter links carry tokens) and cut to 200 characters; pino escapes
// what a client sent, so no request can write a line of its own.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import { pinoHttp } from "pino-http";
import type { Logger } from "./logger";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const QUIET_PATHS = new Set(["/healthz", "/readyz"]);

type Res = ServerResponse & { locals?: { pageCache?: string } };

function path(req: IncomingMessage): string {
  const url = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? "";
  const end = url.indexOf("?");
  return (end === -1 ? url : url.slice(0, end)).slice(0, 200);
}

export function requestLog(logger: Logger): RequestHandler {
  const fields = (req: IncomingMessage, res: Res, responseTime: number) => ({
    method: req.method,
    path: path(req),
    status: res.statusCode,
    ms: responseTime,
    ...(res.locals?.pageCache ? { cache: res.locals.pageCache } : {}),
  });
  return pinoHttp({
    logger,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: "requestId" },
    genReqId(req, res) {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    customLogLevel(req, res, error) {
      if (error || res.statusCode >= 500) return (res as Res).locals?.pageCache === "refused" ? "warn" : "error";
      return QUIET_PATHS.has(path(req)) ? "silent" : "info";
    },
    customSuccessMessage: (req, res) => `${req.method} ${path(req)} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${path(req)} ${res.statusCode}`,
    customSuccessObject: (req, res, value: { responseTime: number }) => fields(req, res, value.responseTime),
    customErrorObject(req, res, error, value: { responseTime: number }) {
      // A 503 from the render limit is expected under load: no stack for it.
      if ((res as Res).locals?.pageCache === "refused") return fields(req, res, value.responseTime);
      return { ...fields(req, res, value.responseTime), err: error };
    },
  }) as unknown as RequestHandler;
}
