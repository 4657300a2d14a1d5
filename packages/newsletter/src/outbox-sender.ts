// The outbox sender: delivers queued messages through a mailer (./mailer.ts), several processes side by side
// over one database, and retries with back-off until each goes out.
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { type Db, defaultLeaseMs, type OutboxMessage, outboxHeaders } from "@casinolupa/db";
import { type IssueQueueOptions, queueUnqueuedIssues } from "./issues.ts";
import { describeError, type Logger } from "./log-safe.ts";
import type { Mailer } from "./mailer.ts";
import { defaultMailCaps, type MailCaps } from "./signup-limits.ts";

export type Backoff = { baseMs: number; maxMs: number };

/** 5 s after the first failure, doubling each time, at most 30 minutes. */
export const defaultBackoff: Backoff = { baseMs: 5_000, maxMs: 30 * 60_000 };

/** The wait after the `attempts`-th failed attempt (1 = the first failure). */
export function backoffDelay(attempts: number, { baseMs, maxMs }: Backoff = defaultBackoff): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, Math.min(attempts - 1, 30)));
}

export type OutboxSenderOptions = {
  db: Db;
  mailer: Mailer;
  /** Names this process in the lease columns. Default: host, pid and a random suffix. */
  workerId?: string;
  /** How often start() looks for due messages (at once again after a full batch). Default 2 s. */
  pollIntervalMs?: number;
  /** Messages claimed per round. Default 10. */
  batchSize?: number;
  /**
   * How long a claim lasts unless renewed; the sender renews it every third of this while it works through
   * the batch, so a process that dies holds its messages at most this long. Default 30 s.
   */
  leaseMs?: number;
  backoff?: Backoff;
  /** E-mails a mailbox and a domain may be sent; past them a message waits (see MailCaps). Default defaultMailCaps. */
  caps?: MailCaps;
  /**
   * How each round first queues the approved newsletter issues not fully queued yet (./issues.ts), so an issue whose
   * queuing a process left half done is finished by another. false: this sender queues none. Default: 300 a minute.
   */
  issues?: IssueQueueOptions | false;
  /** The clock (tests move it forward). Default: the real one. */
  now?: () => Date;
  log?: Logger;
};

/**
 * What a round did with the messages it claimed: sent, failed (retried later), held back by a cap, dropped, and
 * skipped (a digest whose reader was no longer confirmed when its turn came).
 */
export type OutboxRound = {
  claimed: number;
  sent: number;
  failed: number;
  held: number;
  dropped: number;
  skipped: number;
};

export type OutboxSender = {
  readonly workerId: string;
  /** Claims the due messages, sends them, records each result. Never throws. */
  runOnce(): Promise<OutboxRound>;
  /** Runs a round now and then every pollIntervalMs, on a timer that does not keep Node alive. */
  start(): void;
  /**
   * Stops the loop: a round in progress ends after the message being sent, and the messages it still held are
   * released for other processes to send at once.
   */
  stop(): Promise<void>;
};

/** Retries of a database write after a send: 0.25 + 0.5 + 1 + 2 + 4 s, about 8 s in all. */
const PERSIST_RETRIES = 5;

/**
 * Delivers the outbox. Each message is claimed with a lease (db.outbox.claimDue), so several
 * processes can run a sender over one database and none sends a message another has claimed.
 * A failed send is retried with exponential back-off (backoffDelay); an SMTP outage delays mail
 * but loses none. The caps (MailCaps) are applied here, when a message is about to go: past them it waits for the
 * window to allow it (or, for a mailbox, is dropped when a later sign-up of the same mailbox is queued).
 * NOTE: several senders may each send one message past a cap at the same moment; a cap can be overshot by at most
 * one message per sender.
 *
 * NOTE: delivery is at least once, not exactly once: if a process dies between the SMTP server's
 * "250 OK" and recording it (or a send outlasts the lease), the message is sent again later. A process that dies
 * before the server has taken the message leaves nothing delivered (RFC 5321 §4.1.1.4: it is the server's once it
 * answers), so only that window of one database write remains; a digest sent again carries the same Message-ID
 * (docs/decisions/025-newsletter-digest.md).
 */
export function createOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const {
    db,
    mailer,
    workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
    pollIntervalMs = 2_000,
    batchSize = 10,
    leaseMs = defaultLeaseMs,
    backoff = defaultBackoff,
    caps = defaultMailCaps,
    issues = {},
    now = () => new Date(),
    log = console,
  } = options;

  /** Time a send may take: no send starts later than this before the lease ends. */
  const leaseMargin = Math.min(60_000, leaseMs / 2);

  /** When a cap holds the message back: the time it may go, or "superseded" when a later one replaces it. */
  async function heldBack(message: OutboxMessage): Promise<Date | "superseded" | undefined> {
    const at = now().getTime();
    if (message.mailbox !== "") {
      const { windowMs, max } = caps.perMailbox;
      const sent = await db.outbox.sentSince({ mailbox: message.mailbox }, new Date(at - windowMs));
      if (sent.count >= max) {
        if (await db.outbox.dropIfSuperseded(message, workerId)) return "superseded";
        // One slot frees when the first e-mail of the window has left it (just after it is windowMs old).
        return new Date((sent.first?.getTime() ?? at) + windowMs + 1);
      }
    }
    if (message.domain !== "" && !caps.uncappedDomains.has(message.domain)) {
      const { windowMs, max } = caps.perDomain;
      // Clock windows, so a backlog is looked at once per window, not every time a slot frees.
      const windowStart = Math.floor(at / windowMs) * windowMs;
      const sent = await db.outbox.sentSince({ domain: message.domain }, new Date(windowStart));
      if (sent.count >= max) return new Date(windowStart + windowMs);
    }
    return undefined;
  }

  async function deliver(message: OutboxMessage): Promise<"sent" | "failed" | "held" | "dropped" | "skipped"> {
    // A digest (or an already-subscribed note) goes to confirmed readers only, checked when its turn comes: whoever
    // unsubscribed (or was erased, which deletes the message itself) since it was queued gets nothing more from it.
    if (message.kind === "digest" || message.kind === "already-subscribed") {
      const reader = message.subscriberId ? await db.subscribers.findById(message.subscriberId) : null;
      if (reader?.status !== "confirmed") {
        await db.outbox.markSkipped(message.id, workerId, now());
        return "skipped";
      }
    }
    const held = await heldBack(message);
    if (held === "superseded") return "dropped";
    if (held) {
      await db.outbox.postpone(message.id, workerId, held);
      return "held";
    }
    try {
      await mailer.send({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        headers: outboxHeaders(message),
      });
    } catch (error) {
      const attempts = message.attempts + 1;
      // A permanent refusal (a 5xx reply) will not change in seconds; wait the longest.
      const delay = isPermanentRefusal(error) ? backoff.maxMs : backoffDelay(attempts, backoff);
      const retryAt = new Date(now().getTime() + delay);
      log.warn(
        `newsletter: e-mail ${message.id} failed (attempt ${attempts}), retry at ${retryAt.toISOString()}: ${describeError(error)}`,
      );
      await persist(() => db.outbox.markFailed(message.id, workerId, { error: describeError(error), retryAt }));
      return "failed";
    }
    // The e-mail is out: recording it matters more than the next send, or it would go out again after the lease.
    if (!(await persist(() => db.outbox.markSent(message.id, workerId, now())))) {
      log.warn(`newsletter: e-mail ${message.id} was sent after its lease ran out; it may be sent twice.`);
    }
    return "sent";
  }

  /**
   * A database write after a send, retried briefly: a short database outage must not make a delivered e-mail
   * look unsent. If it still fails the round ends; the messages it holds wait for their lease to run out.
   */
  async function persist<T>(write: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await write();
      } catch (error) {
        if (attempt >= PERSIST_RETRIES) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
      }
    }
  }

  let stopped = true;
  /** Set by stop(): a round in progress ends after the message being sent. */
  let stopping = false;
  /** Set when messages were sent and the database may still hold copies of their bodies (flushSent). */
  let unflushed = false;

  async function runOnce(): Promise<OutboxRound> {
    const round = { claimed: 0, sent: 0, failed: 0, held: 0, dropped: 0, skipped: 0 };
    let renewal: ReturnType<typeof setInterval> | undefined;
    try {
      if (issues) await queueUnqueuedIssues(db, { ...issues, now, log });
      const batch = await db.outbox.claimDue(workerId, batchSize, { now: now(), leaseMs });
      round.claimed = batch.length;
      let leaseUntil = Math.min(...batch.map((message) => message.lockedUntil?.getTime() ?? 0));
      const left = new Set(batch.map((message) => message.id));
      // While the batch is being sent, its lease is renewed; a renewal that fails (the database is away) lets
      // the lease run down, and the margin below stops sending before it ends.
      renewal = setInterval(() => {
        const until = now().getTime() + leaseMs;
        db.outbox.renewLeases(workerId, [...left], new Date(until)).then(
          () => {
            leaseUntil = until;
          },
          (error: unknown) => log.warn(`newsletter: could not renew the outbox lease: ${describeError(error)}`),
        );
      }, leaseMs / 3);
      renewal.unref();
      for (const message of batch) {
        if (stopping) break;
        // Left for the lease to run out (then anyone may claim it again) rather than risk a double send.
        if (now().getTime() > leaseUntil - leaseMargin) break;
        round[await deliver(message)]++;
        left.delete(message.id);
      }
      if (round.held > 0) log.info(`newsletter: ${round.held} e-mails held back by the caps per mailbox and domain`);
      unflushed ||= round.sent > 0;
      // The sent messages' bodies (their links' tokens) must not outlive them in the database's files.
      if (unflushed) unflushed = !(await db.outbox.flushSent());
    } catch (error) {
      log.error(`newsletter: outbox round failed: ${describeError(error)}`);
    } finally {
      clearInterval(renewal);
    }
    return round;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<OutboxRound> | undefined;
  const tick = () => {
    timer = undefined;
    running = runOnce();
    void running.then((round) => {
      running = undefined;
      if (!stopped) {
        // A full batch: more are probably due, so the next round starts at once.
        timer = setTimeout(tick, round.claimed >= batchSize ? 0 : pollIntervalMs);
        timer.unref();
      }
    });
  };

  return {
    workerId,
    runOnce,
    start() {
      if (!stopped) return;
      stopped = false;
      stopping = false;
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    async stop() {
      stopped = true;
      stopping = true;
      clearTimeout(timer);
      await running;
      try {
        const released = await db.outbox.releaseLeases(workerId);
        if (released > 0) log.info(`newsletter: ${released} queued e-mails left for another process to send`);
      } catch (error) {
        log.warn(`newsletter: could not release the outbox lease (it runs out by itself): ${describeError(error)}`);
      }
    },
  };
}

function isPermanentRefusal(error: unknown): boolean {
  return typeof error === "object" && error !== null && "permanent" in error && error.permanent === true;
}
