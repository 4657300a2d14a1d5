// The cluster drill's visitors: a steady load of page views over keep-alive connections (as browsers and a CDN
// send them), sign-ups as the home page's script posts them, and clicks on a play button, each from its own
// loopback address so that HAProxy's X-Forwarded-For names a different client every time.

import { Tally } from "../../lib/report.ts";
import { type RawResponse, rawRequest } from "../lib/raw-http.ts";
import { LB, PORTS } from "./setup.ts";

export type LoadResult = { requests: number; statuses: Tally; failures: Tally; seconds: number; maxMs: number };

/** `concurrency` visitors requesting `paths` in turn through the load balancer, until stop() is called. */
export function startLoad(paths: string[], concurrency: number): { stop(): Promise<LoadResult> } {
  const statuses = new Tally();
  const failures = new Tally();
  let requests = 0;
  let maxMs = 0;
  let running = true;
  const started = performance.now();
  const workers = Array.from({ length: concurrency }, async (_, worker) => {
    for (let i = worker; running; i++) {
      const path = paths[i % paths.length] ?? "/";
      const begun = performance.now();
      try {
        const response = await fetch(`${LB}${path}`, {
          headers: { "accept-encoding": "br, gzip" },
          redirect: "manual",
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        statuses.add(response.status);
        if (response.status >= 500) failures.add(`${response.status} ${path}`);
      } catch (error) {
        failures.add(describe(error));
      }
      requests += 1;
      maxMs = Math.max(maxMs, performance.now() - begun);
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(workers);
      return { requests, statuses, failures, seconds: (performance.now() - started) / 1000, maxMs };
    },
  };
}

/**
 * The n-th distinct client address of a drill phase: 127.<phase>.<x>.<y>, never 127.0.0.1; each of the first 250
 * in a /24 of its own, so that the sign-up's per-network limit sees many networks, as from real visitors.
 */
export function clientAddress(phase: number, n: number): string {
  return `127.${phase}.${(n % 250) + 1}.${Math.floor(n / 250) + 1}`;
}

/** A sign-up as the home page's script sends it, through the load balancer, from `from`. */
export function signup(email: string, from: string): Promise<RawResponse> {
  return rawRequest(
    PORTS.lb,
    {
      method: "POST",
      path: "/newsletter",
      localAddress: from,
      headers: [
        ["Content-Type", "application/x-www-form-urlencoded"],
        ["Accept", "application/json"],
        ["Origin", LB],
        ["Sec-Fetch-Site", "same-origin"],
      ],
      body: new URLSearchParams({ email, ageConfirmed: "true", website: "", source: "home-top", page: "/" }).toString(),
    },
    20_000,
  );
}

/** A click on bet365's play button, through the load balancer, from `from`. */
export function click(from: string): Promise<RawResponse> {
  return rawRequest(PORTS.lb, { method: "GET", path: "/ir/bet365", localAddress: from }, 20_000);
}

/** Whether a sign-up's answer was the success message. */
export function accepted(response: RawResponse): boolean {
  return response.status === 200 && /"ok":true/.test(response.bodyStart);
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? error.cause : undefined;
  const code = cause && "code" in cause ? String(cause.code) : "";
  return `${error.name}: ${code || cause?.message || error.message}`.slice(0, 80);
}
