import { useTestDatabase } from "@casinolupa/db/testing/vitest";
import { diffTrackedFacts } from "@casinolupa/domain";
import { expect, test } from "vitest";
import { createChangeReader } from "./change-log-reader.server";

const database = useTestDatabase("sqlite");

const HOUR = 3_600_000;

/** A publish that records the casino's wagering requirement (the first one only sets the log's starting point). */
function publish(state: string, wagering: string) {
  return database.db.changeLog.record({
    state,
    casinos: [{ casinoId: "casino-alfa", casinoSlug: "alfa", casinoName: "Alfa", facts: { wagering }, reason: null }],
    compare: diffTrackedFacts,
    at: new Date(),
  });
}

test("pages read the log as of the last publish: a change recorded since shows once the publish clears it", async () => {
  const reader = createChangeReader(database.db, HOUR);
  await publish("s1", "×35");
  await publish("s2", "×25");
  const shown = async () => (await reader.read({ casinoSlug: "alfa", limit: 5 }))?.map((change) => change.to);
  expect(await shown()).toEqual(["×25"]);

  await publish("s3", "×15");
  expect(await shown()).toEqual(["×25"]);
  expect((await reader.read({ casinoSlug: "alfa", kind: "bono", limit: 5 }))?.map((change) => change.to)).toEqual([
    "×15",
    "×25",
  ]);
  reader.clear();
  expect(await shown()).toEqual(["×15", "×25"]);
});

test("a read older than the content's time to live is made again", async () => {
  const reader = createChangeReader(database.db, 0);
  await publish("t1", "×10");
  const before = await reader.read({ casinoSlug: "alfa", limit: 1 });
  await publish("t2", "×5");
  expect((await reader.read({ casinoSlug: "alfa", limit: 1 }))?.map((change) => change.to)).not.toEqual(
    before?.map((change) => change.to),
  );
});
