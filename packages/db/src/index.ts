// Public API of @casinolupa/db.

export { type DbTimeouts, defaultDbTimeouts } from "./adapter.ts";
export type { CasinoFacts, ChangeLogStore, FactDifference, OperatorChange, PastChange } from "./change-log.ts";
export { type ClickCount, type ClickStore, utcDay } from "./clicks.ts";
export {
  type ContentChangeHandlers,
  type ContentChangeListener,
  type ContentChangeStore,
  contentChannel,
} from "./content-changes.ts";
export { createDb, type Db, type DbOptions, type DbStores, type DbTransaction } from "./db.ts";
export { isDatabaseBusy, isDatabaseUnavailable, isUniqueViolation } from "./errors.ts";
export { type MigrateResult, migrate } from "./migrate.ts";
export type { IssueReader, IssueReport, NewsletterIssue, NewsletterIssueStore } from "./newsletter-issues.ts";
export {
  defaultLeaseMs,
  lastErrorMaxLength,
  type NewOutboxMessage,
  type OutboxKind,
  type OutboxMessage,
  type OutboxStore,
  outboxHeaders,
  outboxKinds,
} from "./outbox.ts";
export type { Provider } from "./paths.ts";
export { repoRoot } from "./paths.ts";
export type { RateLimitResult, RateLimitStore, RateWindow } from "./rate-limit.ts";
export {
  type ConfirmedSubscriber,
  type NewSubscriber,
  normalizeEmail,
  type Subscriber,
  type SubscriberChanges,
  type SubscriberHistory,
  type SubscriberStatus,
  type SubscriberStore,
  subscriberStatuses,
  userAgentMaxLength,
} from "./subscribers.ts";
export type { SuppressionStore } from "./suppressions.ts";
export type { WebhookDeliveryStore } from "./webhook-deliveries.ts";
