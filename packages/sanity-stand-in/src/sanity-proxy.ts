// An HTTP proxy that sends Node's requests for Sanity's host names to the stand-in, as Chromium's host-resolver
// rules do for the browser: a Node tool that reads HTTPS_PROXY (Sanity's CLI does, through its client) then talks to
// the stand-in's HTTPS port, trusting its certificate through NODE_EXTRA_CA_CERTS. Any other host is refused.
import { createServer } from "node:http";
import { connect, type Socket } from "node:net";
import type { ContentLake } from "./content-lake.ts";

const SANITY_HOST = /^(?:[a-z0-9-]+\.)?(?:api|apicdn|cdn)\.sanity\.io:443$/;

export type SanityProxy = {
  url: string;
  /** How many connections it has opened to the stand-in. */
  readonly tunnels: number;
  close(): Promise<void>;
};

export function startSanityProxy(lake: ContentLake): Promise<SanityProxy> {
  if (!lake.studioPort) throw new Error("Start the Content Lake with { studio: true }");
  const port = lake.studioPort;
  const sockets = new Set<Socket>();
  let tunnels = 0;
  const server = createServer((_request, response) => response.writeHead(405).end());
  server.on("connect", (request, client: Socket, head) => {
    if (!SANITY_HOST.test(request.url ?? "")) return void client.end("HTTP/1.1 403 Forbidden\r\n\r\n");
    tunnels += 1;
    const upstream = connect(port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      upstream.write(head);
      upstream.pipe(client).on("error", () => upstream.destroy());
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
    }
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
      resolve({
        url,
        get tunnels() {
          return tunnels;
        },
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
