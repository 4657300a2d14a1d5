import { describe, expect, test } from "vitest";
import { mailboxOf } from "./mailbox.ts";

describe("mailboxOf", () => {
  test.each([
    ["ana@example.es", "ana@example.es", "example.es"],
    ["ana+promo@example.es", "ana@example.es", "example.es"],
    ["ana+a+b@example.es", "ana@example.es", "example.es"],
    // Dots are letters at most providers: a.na@example.es is another person.
    ["a.na@example.es", "a.na@example.es", "example.es"],
    ["Ana.Lopez+x@Gmail.com", "analopez@gmail.com", "gmail.com"],
    ["a.n.a.lopez@googlemail.com", "analopez@gmail.com", "gmail.com"],
    ["+ana@example.es", "+ana@example.es", "example.es"],
  ])("%s is the mailbox %s at %s", (address, mailbox, domain) => {
    expect(mailboxOf(address)).toEqual({ mailbox, domain });
  });
});
