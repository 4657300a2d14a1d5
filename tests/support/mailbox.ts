// A real SMTP server for the browser tests (smtp-server on a free port) that keeps every message it accepts,
// parsed (mailparser), by recipient and in arrival order. It can hold back its answer to a message (the 250 that
// makes the message the server's, RFC 5321 §4.1.1.4), so a test can kill the sender before that answer: a message
// whose connection closed before the answer is not accepted, as a real server would not deliver it.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type { ParsedMail };

/** One accepted message and the envelope recipient it was accepted for. */
export type Delivered = { to: string; mail: ParsedMail };

export type Mailbox = {
  url: string;
  /** The latest e-mail to `address` (of those `matches` accepts), once it has arrived. */
  waitFor(address: string, matches?: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  /** Every e-mail to `address` so far, oldest first. */
  receivedBy(address: string): ParsedMail[];
  /** Every message accepted so far, in order (a message sent twice is here twice). */
  delivered(): readonly Delivered[];
  /** Resolves once `count` messages were accepted in all (rejects after `timeoutMs`). */
  waitForCount(count: number, timeoutMs?: number): Promise<readonly Delivered[]>;
  /**
   * Holds the answer to the `nth` message from now (1 = the next one) until release() is called. `arrived` resolves
   * with its recipient once that message is in; if its connection closes before release(), the message is discarded
   * (never answered, never the server's) and `discarded` resolves.
   */
  holdAnswer(nth: number): { arrived: Promise<string>; discarded: Promise<void>; release(): void };
  close(): Promise<void>;
};

/** A real SMTP server on a free port that keeps every message it accepts, by recipient. */
export async function startMailbox(): Promise<Mailbox> {
  const all: Delivered[] = [];
  const closed = new Set<string>();
  const closing = new Map<string, () => void>();
  let arrivals = 0;
  let hold: { at: number; arrived: (to: string) => void; discarded: () => void; released: Promise<void> } | undefined;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onClose(session) {
      closed.add(session.id);
      closing.get(session.id)?.();
    },
    onData(stream, session, callback) {
      const number = ++arrivals;
      simpleParser(stream).then(
        async (mail) => {
          const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          if (hold && hold.at === number) {
            const held = hold;
            const gone = new Promise<"gone">((resolve) => closing.set(session.id, () => resolve("gone")));
            held.arrived(recipients[0] ?? "");
            if ((await Promise.race([held.released, gone])) === "gone") {
              // Not answered before the connection went: never the server's.
              held.discarded();
              return;
            }
          }
          if (closed.has(session.id)) return;
          for (const to of recipients) {
            all.push({ to, mail });
          }
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  const listening = smtp.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    listening.once("listening", resolve);
    listening.once("error", reject);
  });
  const { port } = listening.address() as AddressInfo;
  const receivedBy = (address: string) => all.filter(({ to }) => to === address.toLowerCase()).map(({ mail }) => mail);
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(address, matches = () => true) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mail = receivedBy(address).findLast(matches);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail reached ${address}`);
    },
    receivedBy,
    delivered: () => all,
    async waitForCount(count, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (all.length < count) {
        if (Date.now() > deadline) throw new Error(`Expected ${count} e-mails, ${all.length} arrived`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return all;
    },
    holdAnswer(nth) {
      let release = () => {};
      let discard = () => {};
      let arrive: (to: string) => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const discarded = new Promise<void>((resolve) => {
        discard = resolve;
      });
      const arrived = new Promise<string>((resolve) => {
        arrive = resolve;
      });
      hold = { at: arrivals + nth, arrived: arrive, discarded: discard, released };
      return { arrived, discarded, release };
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
