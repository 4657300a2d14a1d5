// Log lines never hold an e-mail address: an error from an SMTP server or a database may quote one, so every
// line that carries outside text goes through redactAddresses() first.
import { createHmac, randomBytes } from "node:crypto";

/** Per process: the same address gets the same tag within one run (to follow it), and no tag can be reversed. */
const key = randomBytes(32);

const address = /[^\s<>()[\]"',;:]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

/** A short keyed hash of an address, for a log line that must tell one address from another. */
export function addressTag(email: string): string {
  return `addr#${createHmac("sha256", key).update(email.trim().toLowerCase()).digest("hex").slice(0, 12)}`;
}

/** `text` with every e-mail address replaced by its addressTag(). */
export function redactAddresses(text: string): string {
  return text.replace(address, (match) => addressTag(match));
}

/**
 * An error for a log line: name, code and message on one line (Prisma's messages span several), with every
 * address in it tagged (a unique-key violation on PostgreSQL quotes the row's e-mail in its detail; an SMTP
 * refusal quotes the recipient).
 */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return oneLine(redactAddresses(String(error)));
  const code = "code" in error && typeof error.code === "string" ? ` (${error.code})` : "";
  const name = error.name === "Error" ? "" : `${error.name}: `;
  return oneLine(redactAddresses(`${name}${error.message}${code}`));
}

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * Where the newsletter's code reports what happened: one message per call, never an address (redactAddresses()).
 * The web app passes its JSON logger (pino fits this shape); the default is the console.
 */
export type Logger = {
  error(message: string): void;
  warn(message: string): void;
  info(message: string): void;
};
