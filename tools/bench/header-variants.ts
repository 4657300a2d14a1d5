// Serves the site through a loopback proxy that changes one response header, so Lighthouse can measure the
// same build with and without it, side by side (`pnpm bench --coop`). Bodies pass through untouched.
import { createServer, request, type Server } from "node:http";

export type HeaderVariant = { name: string; header: string; value: string | null };

/** Starts a proxy on `port` that forwards to `upstream` and sets (or, with null, removes) `variant.header`. */
export function startHeaderProxy(upstream: URL, port: number, variant: HeaderVariant): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: upstream.host },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers[variant.header.toLowerCase()];
        if (variant.value !== null) headers[variant.header.toLowerCase()] = variant.value;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(outgoing);
      },
    );
    forward.on("error", () => outgoing.destroy());
    incoming.pipe(forward);
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
