// What the browser can tell about a sign-up before sending it.
import type { SubscribeCode } from "@casinolupa/newsletter/messages";

/**
 * What stops a sign-up before it is sent, and which field to fix; null when it may be sent. The checks are the
 * back end's first three, in its order, and the codes are its codes, so the toast shows its message. The server
 * checks everything again (and more: real domains, rate limits): this only saves a round trip for the obvious.
 */
export function problemBeforeSending(fields: {
  email: string;
  /** The browser's `type="email"` verdict (`!input.validity.typeMismatch`). */
  emailWellFormed: boolean;
  adult: boolean;
}): { field: "email" | "adult"; code: Extract<SubscribeCode, "empty" | "invalid-email" | "adult"> } | null {
  if (!fields.email.trim()) return { field: "email", code: "empty" };
  if (!fields.emailWellFormed) return { field: "email", code: "invalid-email" };
  if (!fields.adult) return { field: "adult", code: "adult" };
  return null;
}
