// One JSON line per request: time, level, request id, method, path, status, duration in ms and what the page
// cache did (hit, stale, miss, shared, refused). The request id is the caller's X-Request-Id when it is a plain
// token (a load balancer's or CDN's), else a new one, and is sent back in X-Request-Id. Health checks are
// answered before this and not logged. The path is logged without its query string (newsletter links carry
// tokens) and cut to 200 characters; pino escapes what a client sent, so no request can write a line of its own.
// Written here rather than with pino-http, which made two child loggers and three listeners per request: a
// third of the CPU of answering a cached page.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "./logger";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

type Res = ServerResponse & { locals?: { pageCache?: string }; err?: unknown };

export function requestId(req: IncomingMessage): string {
  const incoming = req.headers["x-request-id"];
  return typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

function pathOf(url: string | undefined): string {
  const text = url ?? "";
  const end = text.indexOf("?");
  return (end === -1 ? text : text.slice(0, end)).slice(0, 200);
}

export type RequestLog = {
  /** Logs the line of a response already sent (a page from the cache). */
  sent(req: IncomingMessage, status: number, fields: { id: string; started: number; cache?: string }): void;
  /** Logs the line once the response is finished, or closed by the client before that. */
  follow(req: IncomingMessage, res: Res, fields: { id: string; started: number }): void;
};

export function createRequestLog(logger: Logger): RequestLog {
  const fields = (method = "", path: string, status: number, id: string, started: number, cache?: string) => ({
    requestId: id,
    method,
    path,
    status,
    ms: Math.round(performance.now() - started),
    ...(cache ? { cache } : {}),
  });
  return {
    sent(req, status, { id, started, cache }) {
      // A 503 from the render limit is expected under load: a warning, without a stack.
      const level = cache === "refused" ? "warn" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const path = pathOf(req.url);
      logger[level](fields(req.method, path, status, id, started, cache), `${req.method} ${path} ${status}`);
    },
    follow(req, res, { id, started }) {
      // The URL as it came in: Express rewrites req.url inside mounted routers.
      const path = pathOf(req.url);
      const done = () => {
        res.off("finish", done);
        res.off("close", done);
        const cache = res.locals?.pageCache;
        const line = {
          ...fields(req.method, path, res.statusCode, id, started, cache),
          ...(res.writableFinished ? {} : { aborted: true }),
        };
        const message = `${req.method} ${path} ${res.statusCode}`;
        // A 503 from the render limit is expected under load: a warning, without a stack.
        if (cache === "refused") logger.warn(line, message);
        else if (res.err || res.statusCode >= 500) logger.error({ ...line, err: res.err }, message);
        else logger.info(line, message);
      };
      res.on("finish", done);
      res.on("close", done);
    },
  };
}
