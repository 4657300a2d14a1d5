// A real SMTP server for the browser tests (smtp-server on a free port) that keeps every message it accepts,
// parsed (mailparser), by recipient, in the order they arrived.
import type { AddressInfo } from "node:net";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type { ParsedMail };

export type Mailbox = {
  url: string;
  /** The latest e-mail to `address` (of those `matches` accepts), once it has arrived. */
  waitFor(address: string, matches?: (mail: ParsedMail) => boolean): Promise<ParsedMail>;
  /** Every e-mail to `address` so far, oldest first. */
  receivedBy(address: string): ParsedMail[];
  close(): Promise<void>;
};

/** A real SMTP server on a free port that keeps every message it accepts, by recipient. */
export async function startMailbox(): Promise<Mailbox> {
  const received = new Map<string, ParsedMail[]>();
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          for (const rcpt of session.envelope.rcptTo) {
            const address = rcpt.address.toLowerCase();
            received.set(address, [...(received.get(address) ?? []), mail]);
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(address, matches = () => true) {
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline) {
        const mail = (received.get(address.toLowerCase()) ?? []).findLast(matches);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`No e-mail reached ${address}`);
    },
    receivedBy: (address) => [...(received.get(address.toLowerCase()) ?? [])],
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
