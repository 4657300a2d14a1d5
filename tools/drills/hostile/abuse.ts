// What every abuse case of the hostile drill shares: the outcome it reports, and sign-ups sent from a chosen
// loopback address (each 127.x.y.z is another client to the server, so per-client limits do not hide a case).
import { type RawResponse, rawRequest } from "../lib/raw-http.ts";
import { FORM } from "./cases.ts";

/** One abuse case: what it counted against what must hold. */
export type AbuseOutcome = { name: string; counted: string; expected: string; ok: boolean; must: boolean };

export type Target = { port: number; origin: string };

/** A unique suffix for this run's addresses. */
export const run = Date.now().toString(36);

export function signup(
  target: Target,
  email: string,
  {
    from,
    origin = target.origin,
    headers = [],
  }: { from: string; origin?: string | null; headers?: [string, string][] },
): Promise<RawResponse> {
  return rawRequest(target.port, {
    method: "POST",
    path: "/newsletter",
    localAddress: from,
    headers: [FORM, ...(origin === null ? [] : [["Origin", origin] as [string, string]]), ...headers],
    body: new URLSearchParams({
      email,
      ageConfirmed: "true",
      website: "",
      source: "drill-abuse",
      page: "/",
    }).toString(),
  });
}

/** Runs `work` over `items`, `concurrency` at a time, keeping the order of the results. */
export async function inParallel<T, R>(items: T[], concurrency: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i] as T);
    }),
  );
  return results;
}
