// The one database entry point: createDb() opens SQLite or Postgres from DATABASE_URL and
// exposes small named operations instead of the raw Prisma client.
import { AsyncLocalStorage } from "node:async_hooks";
import { createAdapterFactory, type DbTimeouts, defaultDbTimeouts } from "./adapter.ts";
import { type ChangeLogStore, createChangeLogStore } from "./change-log.ts";
import { type ClickStore, createClickStore } from "./clicks.ts";
import {
  type ContentChangeHandlers,
  type ContentChangeListener,
  type ContentChangeStore,
  createContentChangeStore,
  listenForContentChanges,
} from "./content-changes.ts";
import { resolveDatabaseUrl } from "./database-url.ts";
import { PrismaClient as PostgresClient } from "./generated/postgres/client.ts";
import { PrismaClient as SqliteClient } from "./generated/sqlite/client.ts";
import { createNewsletterIssueStore, type NewsletterIssueStore } from "./newsletter-issues.ts";
import { createOutboxStore, type OutboxStore } from "./outbox.ts";
import type { Provider } from "./paths.ts";
import type { Queries, QueryContext } from "./queries.ts";
import { createRateLimitStore, type RateLimitStore } from "./rate-limit.ts";
import { createSubscriberStore, type SubscriberStore } from "./subscribers.ts";
import { createSuppressionStore, type SuppressionStore } from "./suppressions.ts";
import { createWebhookDeliveryStore, type WebhookDeliveryStore } from "./webhook-deliveries.ts";

/** The named operations, on the database or inside one transaction. */
export type DbStores = {
  subscribers: SubscriberStore;
  outbox: OutboxStore;
  rateLimit: RateLimitStore;
  suppressions: SuppressionStore;
  clicks: ClickStore;
  webhookDeliveries: WebhookDeliveryStore;
  contentChanges: ContentChangeStore;
  changeLog: ChangeLogStore;
  newsletterIssues: NewsletterIssueStore;
};

/** What a db.transaction() callback gets: the same stores, all inside the transaction. */
export type DbTransaction = DbStores;

export type Db = DbStores & {
  provider: Provider;
  /**
   * Runs `work` in one transaction: it commits when `work` resolves and rolls back when it
   * throws (the error is re-thrown). Inside it, use only the `tx` stores: calling `db.*` there
   * throws, since it would run outside the transaction (and on SQLite wait for it forever).
   */
  transaction<T>(work: (tx: DbTransaction) => Promise<T>): Promise<T>;
  /** Resolves when the database answers a trivial query (for health checks). */
  ping(): Promise<void>;
  /**
   * PostgreSQL: opens a dedicated connection that hears every contentChanges.announce() (from any process)
   * and stays open, reconnecting, until closed. SQLite: undefined (one process; nobody else to hear).
   */
  listenForContentChanges(handlers: ContentChangeHandlers): ContentChangeListener | undefined;
  disconnect(): Promise<void>;
};

export type DbOptions = {
  /** Each one defaults to defaultDbTimeouts'. */
  timeouts?: Partial<DbTimeouts>;
};

/**
 * Opens the database named by `databaseUrl` (default: DATABASE_URL): unset for SQLite at
 * `<repo>/data/casinolupa.db`, `file:<path>` for SQLite elsewhere (relative to the repository
 * root), `postgres://` or `postgresql://` for PostgreSQL. Connects lazily, on first use.
 * Run `migrate()` (or `pnpm db:migrate`) first so the tables exist.
 */
export function createDb(databaseUrl: string | undefined = process.env.DATABASE_URL, options: DbOptions = {}): Db {
  const target = resolveDatabaseUrl(databaseUrl);
  const { provider } = target;
  const timeouts = { ...defaultDbTimeouts, ...options.timeouts };
  // A transaction waits for a connection (a burst of sign-ups queues for one) at most a little longer than
  // opening one takes, and runs at most two statements' time: a partition then fails a sign-up in seconds.
  const transactionOptions = {
    maxWait: timeouts.connectMs + 2_000,
    timeout: 2 * (timeouts.statementMs + 1_000),
  };
  /** The stores over `queries`; `transaction` opens one, or joins the one `queries` is in. */
  const stores = (queries: Queries, transaction: QueryContext["transaction"]): DbStores => {
    const context = { provider, queries, transaction };
    return {
      subscribers: createSubscriberStore(context),
      outbox: createOutboxStore(context),
      rateLimit: createRateLimitStore(context),
      suppressions: createSuppressionStore(context),
      clicks: createClickStore(context),
      webhookDeliveries: createWebhookDeliveryStore(context),
      contentChanges: createContentChangeStore(context),
      changeLog: createChangeLogStore(context),
      newsletterIssues: createNewsletterIssueStore(context),
    };
  };
  const inTransaction = (tx: Queries) => stores(tx, (work) => work(tx));

  if (target.provider === "postgresql") {
    const client = new PostgresClient({ adapter: createAdapterFactory(target, timeouts) });
    return {
      provider,
      ...guardAll(
        stores(client, (work) => client.$transaction(work, transactionOptions)),
        (work) => work(),
      ),
      transaction: (work) =>
        outsideTransaction("transaction", () =>
          client.$transaction((tx) => withinTransaction.run(true, () => work(inTransaction(tx))), transactionOptions),
        ),
      async ping() {
        await client.$queryRaw`SELECT 1`;
      },
      listenForContentChanges: (handlers) =>
        listenForContentChanges(
          { connectionString: target.connectionString, connectTimeoutMs: timeouts.connectMs },
          handlers,
        ),
      disconnect: () => client.$disconnect(),
    };
  }

  // NOTE: the better-sqlite3 adapter has ONE connection. Its transactions exclude each other, but
  // a query from outside a transaction that runs while one is open (another request, between two
  // awaits) lands inside it: it would see uncommitted rows and vanish with a rollback. So every
  // operation of this process takes one lock, and a transaction holds it until it ends. SQLite
  // runs one writer at a time anyway; other processes are kept apart by SQLite's own file locks.
  const client = new SqliteClient({ adapter: createAdapterFactory(target, timeouts) });
  const lock = createLock();
  return {
    provider,
    // The stores' own transactions run inside their locked methods, so they take no lock again.
    ...guardAll(
      stores(client, (work) => client.$transaction(work, transactionOptions)),
      lock.run,
    ),
    transaction: (work) =>
      outsideTransaction("transaction", () =>
        lock.run(() =>
          client.$transaction((tx) => withinTransaction.run(true, () => work(inTransaction(tx))), transactionOptions),
        ),
      ),
    ping: () =>
      lock.run(async () => {
        await client.$queryRaw`SELECT 1`;
      }),
    listenForContentChanges: () => undefined,
    disconnect: () => client.$disconnect(),
  };
}

/** Set while a db.transaction() callback runs (it follows the callback's awaits). */
const withinTransaction = new AsyncLocalStorage<true>();

/** Runs `work`, unless called from inside a db.transaction() callback, where it throws instead. */
function outsideTransaction<T>(name: string, work: () => Promise<T>): Promise<T> {
  if (withinTransaction.getStore()) {
    return Promise.reject(
      new Error(`db.${name}() was called inside db.transaction(); use the transaction's tx.${name}() instead`),
    );
  }
  return work();
}

type Lock = { run<T>(work: () => Promise<T>): Promise<T> };

/** A FIFO mutex: each `run` starts when the previous one has settled. */
function createLock(): Lock {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(work) {
      const result = tail.then(() => work());
      tail = result.catch(() => undefined);
      return result;
    },
  };
}

type Runner = <T>(work: () => Promise<T>) => Promise<T>;

/** The same stores, each operation refused inside a transaction and otherwise run through `run`. */
function guardAll(stores: DbStores, run: Runner): DbStores {
  return {
    subscribers: guardMethods("subscribers", stores.subscribers, run),
    outbox: guardMethods("outbox", stores.outbox, run),
    rateLimit: guardMethods("rateLimit", stores.rateLimit, run),
    suppressions: guardMethods("suppressions", stores.suppressions, run),
    clicks: guardMethods("clicks", stores.clicks, run),
    webhookDeliveries: guardMethods("webhookDeliveries", stores.webhookDeliveries, run),
    contentChanges: guardMethods("contentChanges", stores.contentChanges, run),
    changeLog: guardMethods("changeLog", stores.changeLog, run),
    newsletterIssues: guardMethods("newsletterIssues", stores.newsletterIssues, run),
  };
}

function guardMethods<T extends object>(storeName: string, store: T, run: Runner): T {
  const guarded: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(store)) {
    guarded[name] =
      typeof method === "function"
        ? (...args: unknown[]) => outsideTransaction(`${storeName}.${name}`, () => run(() => method.apply(store, args)))
        : method;
  }
  return guarded as T;
}
