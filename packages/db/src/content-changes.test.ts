import { type AddressInfo, createConnection, createServer, type Server, type Socket } from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ContentChangeHandlers, ContentChangeListener } from "./content-changes.ts";
import { createDb, type Db } from "./db.ts";
import { createThrowawayDatabase, type ThrowawayDatabase } from "./test-databases.ts";

let database: ThrowawayDatabase;
let db: Db;
const listeners: ContentChangeListener[] = [];
beforeAll(async () => {
  database = await createThrowawayDatabase("postgresql");
  db = createDb(database.url);
});
afterAll(async () => {
  await Promise.all(listeners.map((listener) => listener.close()));
  await db?.disconnect();
  await database?.drop();
});

/** What one web process would do with the events: count them. */
function recorder() {
  const seen = { changes: [] as string[], listening: 0, reconnects: 0 };
  const handlers: ContentChangeHandlers = {
    onChange: (from) => seen.changes.push(from),
    onListening: (reconnected) => {
      seen.listening += 1;
      if (reconnected) seen.reconnects += 1;
    },
    log: { info() {}, warn() {} },
  };
  return { seen, handlers };
}

function listen(on: Db, handlers: ContentChangeHandlers): ContentChangeListener {
  const listener = on.listenForContentChanges(handlers);
  if (!listener) throw new Error("PostgreSQL must give a listener");
  listeners.push(listener);
  return listener;
}

test("one announcement reaches every listening process", async () => {
  const first = recorder();
  const second = recorder();
  listen(db, first.handlers);
  const otherProcess = createDb(database.url);
  try {
    listen(otherProcess, second.handlers);
    await expect.poll(() => first.seen.listening + second.seen.listening).toBe(2);

    await db.contentChanges.announce("process-a");
    await expect.poll(() => [first.seen.changes, second.seen.changes]).toEqual([["process-a"], ["process-a"]]);
  } finally {
    await otherProcess.disconnect();
  }
});

test("after the connection is lost the listener reconnects, reports it, and hears announcements again", async () => {
  const proxy = await cuttableProxy(new URL(database.url));
  const url = new URL(database.url);
  url.port = String(proxy.port);
  const behindProxy = createDb(url.toString(), { timeouts: { connectMs: 1_000 } });
  const { seen, handlers } = recorder();
  try {
    listen(behindProxy, handlers);
    await expect.poll(() => seen.listening).toBe(1);
    expect(seen.reconnects).toBe(0);

    proxy.cutAll();
    await expect.poll(() => seen.reconnects, { timeout: 15_000 }).toBe(1);

    await db.contentChanges.announce("after-reconnect");
    await expect.poll(() => seen.changes).toContain("after-reconnect");
  } finally {
    await behindProxy.disconnect();
    proxy.close();
  }
});

test("SQLite has no listener: one process, nobody else to tell", async () => {
  const sqlite = await createThrowawayDatabase("sqlite");
  const local = createDb(sqlite.url);
  try {
    expect(local.listenForContentChanges(recorder().handlers)).toBeUndefined();
    await expect(local.contentChanges.announce("x")).resolves.toBeUndefined();
  } finally {
    await local.disconnect();
    await sqlite.drop();
  }
});

/** A TCP proxy to the test server whose open connections can be cut (as a network failure would). */
async function cuttableProxy(target: URL): Promise<{ port: number; cutAll(): void; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 5432) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.once("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cutAll: () => {
      for (const socket of sockets) socket.destroy();
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}
