// Health checks for load balancers and process managers, answered first thing in the HTTP server's request
// handler (server.ts), before the request log, Express and React Router: they never depend on Host, never wait
// behind renders, and cost a few microseconds.
//   /healthz  liveness: the process answers.
//   /readyz   readiness: send traffic here. 503 while starting (the most visited pages are being rendered into
//             the page cache) and from the moment it begins to shut down; never because renders are refused, so an
//             overloaded process keeps answering the pages it has.
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server.ts";

const HEADERS = {
  ...securityHeaders(),
  "Content-Security-Policy": contentSecurityPolicy(),
  "Content-Type": "text/plain; charset=utf-8",
  "Cache-Control": "no-store",
};

/** Answers `req` when it is a health check and returns true; false leaves it to the rest of the app. */
export function answerHealth(
  req: IncomingMessage,
  res: ServerResponse,
  state: { starting: () => boolean; draining: () => boolean },
): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const path = (req.url ?? "").split("?")[0];
  let answer: [number, string];
  if (path === "/healthz") answer = [200, "ok"];
  else if (path !== "/readyz") return false;
  else if (state.draining()) answer = [503, "draining"];
  else if (state.starting()) answer = [503, "starting"];
  else answer = [200, "ready"];
  res.writeHead(answer[0], { ...HEADERS, "Content-Length": Buffer.byteLength(answer[1]) });
  res.end(req.method === "HEAD" ? undefined : answer[1]);
  return true;
}
