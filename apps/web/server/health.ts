// Health checks for load balancers and process managers, answered before anything else: they never depend on
// Host, the page cache or React Router, and never wait behind renders.
//   /healthz  liveness: the process answers.
//   /readyz   readiness: send traffic here. 503 while draining for shutdown, or while overloaded (the render
//             queue is full or turned a request away in the last seconds: render-limit.ts).
import { type Response, Router } from "express";
import { contentSecurityPolicy } from "../app/security.server";
import { isDraining } from "./lifecycle";

export function healthRoutes({ overloaded }: { overloaded: () => boolean }): Router {
  const router = Router();
  router.get("/healthz", (_req, res) => send(res, 200, "ok"));
  router.get("/readyz", (_req, res) => {
    if (isDraining()) send(res, 503, "draining");
    else if (overloaded()) send(res, 503, "overloaded");
    else send(res, 200, "ready");
  });
  return router;
}

function send(res: Response, status: number, text: string): void {
  res.status(status).set({
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Security-Policy": contentSecurityPolicy(),
  });
  res.send(text);
}
