// A small TCP proxy (node:net) in front of a server, so a drill can take that server away from the site without
// touching it: stop() destroys every piped connection and refuses new ones (the port stops listening, so
// connecting fails at once with ECONNREFUSED, as when the database is down); start() accepts again.
import { createConnection, createServer, type Server, type Socket } from "node:net";
import { onCleanup } from "../../lib/processes.ts";

export type TcpProxy = {
  port: number;
  readonly running: boolean;
  /** Connections piped so far, and sockets (either side) open now. */
  readonly connections: { total: number; openSockets: number };
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startTcpProxy(port: number, target: { host: string; port: number }): Promise<TcpProxy> {
  let server: Server | undefined;
  const open = new Set<Socket>();
  let total = 0;

  const proxy: TcpProxy = {
    port,
    get running() {
      return server !== undefined;
    },
    get connections() {
      return { total, openSockets: open.size };
    },
    async start() {
      if (server) return;
      const instance = createServer((client) => {
        total += 1;
        const upstream = createConnection(target);
        for (const socket of [client, upstream]) {
          open.add(socket);
          socket.once("close", () => open.delete(socket));
          socket.on("error", () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      await new Promise<void>((resolve, reject) => {
        instance.once("error", reject);
        instance.listen(port, "127.0.0.1", () => resolve());
      });
      server = instance;
    },
    async stop() {
      const instance = server;
      if (!instance) return;
      server = undefined;
      const closed = new Promise<void>((resolve) => instance.close(() => resolve()));
      for (const socket of open) socket.destroy();
      await closed;
    },
  };
  await proxy.start();
  onCleanup(() => proxy.stop());
  return proxy;
}
