// One JSON line per request: time, level, request id, method, path, status, duration in ms and what the page
// cache did (hit, stale, miss, shared, redirect, refused). The level follows what it cost and who erred, so that a
// flood of cheap answers cannot fill a disk: answers from memory (cached pages, redirects to a page's own path) at
// debug; renders at info; a client's error (4xx) at warn, without a stack; render refusals (503) at warn, at most
// one line a second with the count since the last; server errors at error, with the stack. The request id is
// the caller's X-Request-Id only from a trusted proxy (a load balancer's), else a new one, and is sent back in
// X-Request-Id. Health checks are answered before this and not logged. The path is logged without its query
// string (newsletter links carry tokens) and cut to 200 characters; pino escapes what a client sent.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import onFinished from "on-finished";
import type { Logger } from "../app/lib/logger.server";

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;
const FROM_MEMORY = new Set(["hit", "stale", "shared", "redirect"]);

type Res = ServerResponse & { locals?: { pageCache?: string }; err?: unknown };

/** Logs each request's line once its response is finished, or closed by the client before that. */
export function createRequestLog(logger: Logger, trustedPeer: (address: string) => boolean) {
  let refusedSince = 0;
  let refusedLoggedAt = Number.NEGATIVE_INFINITY;
  return (req: IncomingMessage, res: Res): void => {
    const started = performance.now();
    const incoming = req.headers["x-request-id"];
    const trusted =
      typeof incoming === "string" && REQUEST_ID.test(incoming) && trustedPeer(req.socket.remoteAddress ?? "");
    const requestId = trusted ? incoming : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const path = (req.url ?? "").split("?")[0]?.slice(0, 200);
    // Read now: a HEAD goes on as a GET (app.ts).
    const method = req.method;
    onFinished(res, () => {
      const { statusCode: status } = res;
      const cache = res.locals?.pageCache;
      const line = {
        requestId,
        method,
        path,
        status,
        ms: Math.round(performance.now() - started),
        ...(cache ? { cache } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      const message = `${method} ${path} ${status}`;
      if (cache === "refused") {
        refusedSince += 1;
        if (started - refusedLoggedAt < 1_000) return;
        logger.warn({ ...line, refusedSinceLastLine: refusedSince }, message);
        refusedSince = 0;
        refusedLoggedAt = started;
      } else if (res.err || status >= 500) logger.error({ ...line, err: res.err }, message);
      else if (cache && FROM_MEMORY.has(cache)) logger.debug(line, message);
      else if (status >= 400) logger.warn(line, message);
      else logger.info(line, message);
    });
  };
}
