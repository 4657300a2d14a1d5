import { describe, expect, test } from "vitest";
import { addressTag, redactAddresses } from "./log-safe.ts";

describe("redactAddresses", () => {
  test("replaces every address in a line by a tag that is the same for the same address", () => {
    const line = "550 5.1.1 <Ana.Lopez+x@example.es>: Recipient address rejected; also ana.lopez+x@example.es, bo@x.es";
    const redacted = redactAddresses(line);
    expect(redacted).not.toMatch(/@/);
    expect(redacted).toBe(
      `550 5.1.1 <${addressTag("ana.lopez+x@example.es")}>: Recipient address rejected; also ${addressTag("ana.lopez+x@example.es")}, ${addressTag("bo@x.es")}`,
    );
    expect(addressTag("bo@x.es")).not.toBe(addressTag("bo@y.es"));
  });

  test("leaves lines without an address alone", () => {
    expect(redactAddresses("Connection timeout (ETIMEDOUT)")).toBe("Connection timeout (ETIMEDOUT)");
  });
});
