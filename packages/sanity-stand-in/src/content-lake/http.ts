// What the stand-in Content Lake's handlers need of a request and a response, the same over HTTP/1.1 (the
// site's server-side client) and HTTP/2 (the Studio in Chromium), with the CORS answers a browser needs.
import type { IncomingHttpHeaders } from "node:http";

export type LakeRequest = AsyncIterable<Buffer | string> & {
  method?: string;
  url?: string;
  httpVersion?: string;
  headers: IncomingHttpHeaders;
};

export type LakeResponse = {
  writeHead(status: number, headers?: Record<string, string>): unknown;
  write(chunk: string): unknown;
  end(body?: string | Buffer): unknown;
  on(event: "close", listener: () => void): unknown;
};

/** CORS for the Studio: its origin, with credentials and whatever headers it asks to send. */
export function corsHeaders(request: LakeRequest): Record<string, string> {
  const origin = request.headers.origin;
  if (!origin) return {};
  return {
    "Access-Control-Allow-Origin": origin,
    "Access-Control-Allow-Credentials": "true",
    "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
    "Access-Control-Allow-Headers": String(request.headers["access-control-request-headers"] ?? "*"),
    "Access-Control-Max-Age": "600",
    Vary: "Origin",
  };
}

export function sendJson(request: LakeRequest, response: LakeResponse, status: number, body: unknown) {
  response.writeHead(status, { ...corsHeaders(request), "Content-Type": "application/json; charset=utf-8" });
  response.end(JSON.stringify(body));
}

export async function readJson<T>(request: LakeRequest): Promise<T> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  const text = Buffer.concat(chunks).toString("utf8");
  return (text ? JSON.parse(text) : {}) as T;
}

/** `$name=<JSON>` search parameters, the way Sanity's client sends query parameters. */
export function queryParams(url: URL): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
  return params;
}
