// Public API of @casinolupa/db.
export { createDb, type Db } from "./db.ts";
export { isUniqueViolation } from "./errors.ts";
export { type MigrateResult, migrate } from "./migrate.ts";
export type { Provider } from "./paths.ts";
export {
  type NewSubscriber,
  normalizeEmail,
  type Subscriber,
  type SubscriberChanges,
  type SubscriberStatus,
  type SubscriberStore,
  subscriberStatuses,
  userAgentMaxLength,
} from "./subscribers.ts";
