import { describe, expect, test } from "vitest";
import { addressTag, describeError, redactAddresses } from "./log-safe.ts";

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

describe("describeError", () => {
  test("keeps the error's kind, message and code, with the address a database quoted tagged", () => {
    const violation = Object.assign(
      new Error("duplicate key value violates unique constraint; Key (email)=(ana@example.es) already exists."),
      { name: "DriverAdapterError", code: "23505" },
    );
    expect(describeError(violation)).toBe(
      `DriverAdapterError: duplicate key value violates unique constraint; Key (email)=(${addressTag("ana@example.es")}) already exists. (23505)`,
    );
    expect(describeError(new Error("550 no such user"))).toBe("550 no such user");
    expect(describeError("refused for bo@x.es")).toBe(`refused for ${addressTag("bo@x.es")}`);
  });

  test("puts a message of several lines, as Prisma writes them, on one line", () => {
    const prisma = Object.assign(
      new Error(
        "\nInvalid `prisma.subscriber.create()` invocation:\n\n\nUnique constraint failed on the fields: (`email`)",
      ),
      { name: "PrismaClientKnownRequestError", code: "P2002" },
    );
    expect(describeError(prisma)).toBe(
      "PrismaClientKnownRequestError: Invalid `prisma.subscriber.create()` invocation: Unique constraint failed on the fields: (`email`) (P2002)",
    );
  });
});
