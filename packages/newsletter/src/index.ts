// Public API of @casinolupa/newsletter: sign-up, confirmation and unsubscribe, the e-mail and its
// sending, and the operator's tasks. Framework-free: plain functions over @casinolupa/db.
export { csvColumns, eraseSubscriber, exportConfirmedCsv, type PurgeResult, purgeStale } from "./admin.ts";
export { type ConfirmResult, confirmSubscription, type UnsubscribeResult, unsubscribe } from "./confirm.ts";
export {
  composeDigest,
  type Digest,
  type DigestDraft,
  type DigestSources,
  digestHeaders,
  introMaxLength,
  madridDayStart,
  parseDigestDraft,
  periodWords,
  renderDigest,
  sampleReader,
  subjectMaxLength,
} from "./digest.ts";
export {
  type Approval,
  approveIssue,
  defaultDigestPerMinute,
  type IssueQueueOptions,
  issueStatus,
  queueIssue,
  queueUnqueuedIssues,
  readDigest,
} from "./issues.ts";
export { describeError, type Logger } from "./log-safe.ts";
export {
  confirmationEmail,
  confirmationValidDays,
  confirmPath,
  confirmUrl,
  defaultMailFrom,
  type Email,
  type MailSender,
  mailFromEnv,
  unsubscribePath,
  unsubscribeUrl,
} from "./mail.ts";
export { mailboxOf } from "./mailbox.ts";
export { createMailer, type Mailer, type MailerConfig, mailerConfigFromEnv } from "./mailer.ts";
export { messages, type SubscribeCode, type ToastMessage } from "./messages.ts";
export {
  type Backoff,
  backoffDelay,
  createOutboxSender,
  defaultBackoff,
  type OutboxRound,
  type OutboxSender,
  type OutboxSenderOptions,
} from "./outbox-sender.ts";
export {
  checkOrigin,
  clientAddress,
  type HeaderReader,
  localOrigin,
  networkSubject,
  normalizeIp,
  type OriginCheck,
  rateLimitSubject,
  serverOrigin,
} from "./request.ts";
export { consentVersion, type SignupContext, type SubscribeResult, subscribe } from "./signup.ts";
export {
  defaultMailCaps,
  defaultSignupLimits,
  largeMailProviders,
  type MailCaps,
  type SignupLimits,
} from "./signup-limits.ts";
export {
  handleSubscribeRequest,
  type SubscribeRequest,
  type SubscribeRequestOptions,
} from "./subscribe-request.ts";
export {
  type SignupForm,
  type SignupInput,
  toDeliverableAddress,
  type ValidationResult,
  validateSignup,
} from "./validate.ts";
