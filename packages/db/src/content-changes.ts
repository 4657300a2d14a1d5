// Telling every web process that content changed, through the database they already share: PostgreSQL's
// NOTIFY on one connection, LISTEN on a dedicated connection in each process. A process that is disconnected
// misses what was sent meanwhile, so after every (re)connect it is told to treat the content as changed.
// SQLite is one process on one machine: there is nobody else to tell.
import pg from "pg";
import type { QueryContext } from "./queries.ts";

/** The channel the publish webhook notifies. */
export const contentChannel = "casinolupa_content_changed";

export type ContentChangeStore = {
  /** Tells every listening process (this one included) that content changed; `from` names the sender. */
  announce(from: string): Promise<void>;
};

export function createContentChangeStore({ provider, queries }: QueryContext): ContentChangeStore {
  return {
    async announce(from) {
      if (provider !== "postgresql") return;
      // Sent when the surrounding transaction commits (at once outside one).
      await queries.$executeRaw`SELECT pg_notify(${contentChannel}, ${from})`;
    },
  };
}

export type ContentChangeListener = {
  /** True while the LISTEN connection is up. */
  readonly listening: boolean;
  close(): Promise<void>;
};

export type ContentChangeHandlers = {
  /** A change was announced; `from` is what announce() was given. */
  onChange(from: string): void;
  /**
   * The connection is up and listening: after the first connect and after every reconnect. Whatever was
   * announced while it was down is lost, so treat the content as changed.
   */
  onListening(reconnected: boolean): void;
  log?: { info(message: string): void; warn(message: string): void };
};

export type ListenerOptions = {
  connectionString: string;
  connectTimeoutMs: number;
  /** First wait before reconnecting, doubled after each failure up to `maxRetryMs`. Defaults 250 ms and 5 s. */
  retryMs?: number;
  maxRetryMs?: number;
  /** A trivial query this often notices a connection that died silently (a partition). Default 5 s. */
  heartbeatMs?: number;
};

/** Opens the dedicated LISTEN connection and keeps it open, reconnecting with back-off, until close(). */
export function listenForContentChanges(
  options: ListenerOptions,
  handlers: ContentChangeHandlers,
): ContentChangeListener {
  const { connectionString, connectTimeoutMs, retryMs = 250, maxRetryMs = 5_000, heartbeatMs = 5_000 } = options;
  const log = handlers.log ?? console;
  let current: pg.Client | undefined;
  let closed = false;
  let failures = 0;
  let everConnected = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  const dropped = new WeakSet<pg.Client>();

  function drop(client: pg.Client, error?: unknown): void {
    if (dropped.has(client)) return;
    dropped.add(client);
    client.on("error", () => {});
    if (current === client) {
      current = undefined;
      clearInterval(heartbeat);
    }
    void client.end().catch(() => {});
    if (closed) return;
    failures += 1;
    if (failures === 1) {
      log.warn(`content changes: the LISTEN connection is down (${describe(error)}); reconnecting`);
    }
    retry = setTimeout(connect, Math.min(maxRetryMs, retryMs * 2 ** (failures - 1)));
    retry.unref();
  }

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({
      connectionString,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      keepAlive: true,
      application_name: "casinolupa-content-listener",
    });
    client.on("error", (error) => drop(client, error));
    client.on("end", () => drop(client, new Error("connection ended")));
    client.on("notification", (message) => {
      if (message.channel === contentChannel) handlers.onChange(message.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${contentChannel}`);
    } catch (error) {
      drop(client, error);
      return;
    }
    if (closed || dropped.has(client)) {
      drop(client);
      return;
    }
    current = client;
    const reconnected = everConnected;
    everConnected = true;
    if (failures > 0) log.info("content changes: listening again");
    failures = 0;
    heartbeat = setInterval(() => {
      client.query("SELECT 1").catch((error: unknown) => drop(client, error));
    }, heartbeatMs);
    heartbeat.unref();
    handlers.onListening(reconnected);
  }

  void connect();
  return {
    get listening() {
      return current !== undefined;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = undefined;
      if (client) {
        dropped.add(client);
        await Promise.race([client.end().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1_000))]);
      }
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message.split("\n")[0] || error.name : String(error);
}
