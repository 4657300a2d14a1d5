// Health checks for load balancers and process managers, answered first thing in the HTTP server's request
// handler (server.ts), before the request log, Express, the page cache and React Router: they never depend on
// Host, never wait behind renders, and cost a few microseconds.
//   /healthz  liveness: the process answers.
//   /readyz   readiness: send traffic here. 503 while draining for shutdown, or while overloaded (the render
//             queue is full or turned a request away in the last seconds: render-limit.ts).
import type { IncomingMessage, ServerResponse } from "node:http";
import { contentSecurityPolicy, securityHeaders } from "../app/security.server";

// A flat list (name, value, name, value...), as `writeHead` takes it.
const HEADERS: string[] = [
  ...Object.entries(securityHeaders()).flat(),
  ...["Content-Security-Policy", contentSecurityPolicy()],
  ...["Content-Type", "text/plain; charset=utf-8", "Cache-Control", "no-store"],
];

export type HealthState = { draining: () => boolean; overloaded: () => boolean };

/** The answer for a health check, or null when the request is not one (any other path or method). */
export function healthAnswer(req: IncomingMessage, state: HealthState): { status: number; text: string } | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  const url = req.url ?? "";
  const end = url.indexOf("?");
  const path = end === -1 ? url : url.slice(0, end);
  if (path === "/healthz") return { status: 200, text: "ok" };
  if (path !== "/readyz") return null;
  if (state.draining()) return { status: 503, text: "draining" };
  if (state.overloaded()) return { status: 503, text: "overloaded" };
  return { status: 200, text: "ready" };
}

/** Answers `req` when it is a health check and returns true; false leaves it to the rest of the app. */
export function answerHealth(req: IncomingMessage, res: ServerResponse, state: HealthState): boolean {
  const answer = healthAnswer(req, state);
  if (!answer) return false;
  const body = Buffer.from(answer.text);
  res.writeHead(answer.status, [...HEADERS, "Content-Length", String(body.length)]);
  res.end(req.method === "HEAD" ? undefined : body);
  return true;
}
