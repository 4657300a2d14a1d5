// What the stores run their queries on: a client or an open transaction, of either provider.
import type { Prisma as SqlitePrisma } from "./generated/sqlite/client.ts";
import type { Provider } from "./paths.ts";

type Client = SqlitePrisma.TransactionClient;

/**
 * The parts of a client the stores use. Typed from the SQLite client; the Postgres client is
 * structurally the same for these methods (schemas.test.ts keeps the models identical) and
 * type-checks against it.
 */
export type Queries = {
  subscriber: Pick<
    Client["subscriber"],
    "create" | "findUnique" | "findMany" | "update" | "updateMany" | "deleteMany" | "count"
  >;
  outboxMessage: Pick<
    Client["outboxMessage"],
    "create" | "createMany" | "findMany" | "findFirst" | "updateMany" | "updateManyAndReturn" | "deleteMany" | "count"
  >;
  newsletterIssue: Pick<Client["newsletterIssue"], "create" | "findUnique" | "findMany" | "update">;
  subscriberHistory: Pick<Client["subscriberHistory"], "create" | "findMany" | "deleteMany">;
  webhookDelivery: Pick<Client["webhookDelivery"], "create" | "deleteMany" | "count">;
  rateLimitCounter: Pick<Client["rateLimitCounter"], "upsert" | "deleteMany">;
  mailSuppression: Pick<Client["mailSuppression"], "upsert" | "count" | "deleteMany">;
  outboundClick: Pick<Client["outboundClick"], "upsert" | "findMany">;
  operatorChange: Pick<Client["operatorChange"], "create" | "createMany" | "findMany" | "count">;
  operatorFactSnapshot: Pick<Client["operatorFactSnapshot"], "findMany" | "upsert">;
  $queryRaw: Client["$queryRaw"];
  $executeRaw: Client["$executeRaw"];
};

export type QueryContext = {
  /** For the few statements that differ between the providers. */
  provider: Provider;
  queries: Queries;
  /** Runs `work` in a transaction; inside db.transaction() it simply joins the open one. */
  transaction<T>(work: (queries: Queries) => Promise<T>): Promise<T>;
};
