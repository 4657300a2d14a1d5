// A PostgreSQL server that cannot be reached is told apart from any other failure, whichever way it fails: refused,
// cut by something in between (a partition), or silent. Real sockets, the real client and adapter.
import net from "node:net";
import { afterEach, describe, expect, test } from "vitest";
import { createDb, type Db } from "./db.ts";
import { isDatabaseUnavailable } from "./errors.ts";

const timeouts = { connectMs: 500, statementMs: 1_000, idleInTransactionMs: 1_000, busyMs: 1_000 };

describe("isDatabaseUnavailable", () => {
  const cleanup: Array<() => unknown> = [];
  afterEach(async () => {
    for (const step of cleanup.splice(0).reverse()) await step();
  });

  /** A local TCP server that treats every connection with `onConnection`, and its port. */
  async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
    const sockets = new Set<net.Socket>();
    const server = net.createServer((socket) => {
      sockets.add(socket);
      onConnection(socket);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    cleanup.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    });
    return (server.address() as net.AddressInfo).port;
  }

  /** What a write on a PostgreSQL client at `port` throws. */
  async function writeFailure(port: number): Promise<unknown> {
    const db: Db = createDb(`postgresql://postgres@127.0.0.1:${port}/test`, { timeouts });
    cleanup.push(() => db.disconnect());
    return db.rateLimit.hit("signup:test", { windows: [{ windowMs: 60_000, max: 5 }] }).then(
      () => expect.unreachable("the write succeeded"),
      (error: unknown) => error,
    );
  }

  test("a refused connection", async () => {
    const server = net.createServer().listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve)); // nothing listens on the port any more
    expect(isDatabaseUnavailable(await writeFailure(port))).toBe(true);
  });

  test("a connection cut as soon as it opens", async () => {
    const port = await listen((socket) => socket.destroy());
    expect(isDatabaseUnavailable(await writeFailure(port))).toBe(true);
  });

  test("a server that never answers", async () => {
    const port = await listen(() => {});
    expect(isDatabaseUnavailable(await writeFailure(port))).toBe(true);
  });

  test("any other failure is not", () => {
    expect(isDatabaseUnavailable(new Error("Unique constraint failed"))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
