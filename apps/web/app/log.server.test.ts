import { expect, test, vi } from "vitest";

// The module's own logger is not what is tested: only when a warning is said.
vi.mock("./lib/logger.server", () => ({ logger: { warn: () => {} } }));

const { createWarnOnce } = await import("./log.server");

test("a content warning is said once per content revision, and again after a publish if it still holds", () => {
  let revision = 0;
  const said: { fields: Record<string, unknown>; message: string }[] = [];
  const warn = createWarnOnce(
    () => revision,
    (fields, message) => said.push({ fields, message }),
  );
  for (let render = 0; render < 50; render += 1)
    warn("rating:bet365", "Rating does not match its breakdown", { casino: "bet365" });
  warn("rating:codere", "Rating does not match its breakdown", { casino: "codere" });
  expect(said.map((entry) => entry.fields.casino)).toEqual(["bet365", "codere"]);

  revision = 1;
  warn("rating:bet365", "Rating does not match its breakdown", { casino: "bet365" });
  warn("rating:bet365", "Rating does not match its breakdown", { casino: "bet365" });
  expect(said).toHaveLength(3);
  expect(said[2]).toEqual({
    fields: { casino: "bet365", contentRevision: 1 },
    message: "Rating does not match its breakdown",
  });
});
