import { expect, test } from "vitest";
import type { ContentLake } from "../content-lake.ts";
import { lakePerTest } from "./test-lake.ts";

const ID = "casino-bet365";
const RELEASE = "rmidnight";
const MIDNIGHT_BONUS = "Desde medianoche: 150 € con un requisito de apuesta de ×25.";

const startLake = lakePerTest();

/** The actions the Studio's «Programar publicación» sends, in its order, as one request each. */
async function scheduleDraft(current: ContentLake, publishAt: Date) {
  const steps = [
    {
      actionType: "sanity.action.release.create",
      releaseId: RELEASE,
      metadata: { title: "Borrador programado", releaseType: "scheduled", cardinality: "one" },
    },
    {
      actionType: "sanity.action.document.version.create",
      publishedId: ID,
      baseId: `drafts.${ID}`,
      versionId: `versions.${RELEASE}.${ID}`,
      ifBaseRevisionId: current.get(`drafts.${ID}`)?._rev,
    },
    { actionType: "sanity.action.release.schedule", releaseId: RELEASE, publishAt: publishAt.toISOString() },
  ];
  for (const action of steps) await act(current, action);
}

/** Sends one action as the Studio does and expects it to be accepted. */
async function act(current: ContentLake, action: { actionType: string } & Record<string, unknown>) {
  const response = await fetch(`${current.origin}/v2025-02-19/data/actions/${current.dataset}`, {
    method: "POST",
    headers: { Authorization: "Bearer editor-token", "Content-Type": "application/json" },
    body: JSON.stringify({ actions: [action] }),
  });
  expect(response.status, action.actionType).toBe(200);
}

/** A published casino with a draft of its bonus scheduled for an hour from now. */
async function scheduledBonus(current: ContentLake) {
  const published = String(current.get(ID)?.welcomeBonus);
  current.saveDraft(ID, { welcomeBonus: MIDNIGHT_BONUS });
  const midnight = new Date(Date.now() + 3_600_000);
  await scheduleDraft(current, midnight);
  return { published, midnight };
}

test("the project offers scheduled drafts, which the Studio shows as «Programar publicación»", async () => {
  const lake = await startLake();
  const response = await fetch(`${lake.origin}/v2025-02-19/features`);
  expect(await response.json()).toContain("singleDocRelease");
});

test("a draft scheduled for midnight is published at midnight and not a moment before", async () => {
  const lake = await startLake();
  const { published, midnight } = await scheduledBonus(lake);
  expect(lake.get(`_.releases.${RELEASE}`)?.state).toBe("scheduled");
  expect(lake.get(`versions.${RELEASE}.${ID}`)?.welcomeBonus).toBe(MIDNIGHT_BONUS);

  expect(lake.publishScheduled(new Date(midnight.getTime() - 1000))).toBe(0);
  expect(lake.get(ID)?.welcomeBonus).toBe(published);

  expect(lake.publishScheduled(midnight)).toBe(1);
  expect(lake.get(ID)?.welcomeBonus).toBe(MIDNIGHT_BONUS);
  expect(lake.get(`versions.${RELEASE}.${ID}`)).toBeNull();
  expect(lake.get(`_.releases.${RELEASE}`)?.state).toBe("published");
  // Once published, the release is done: the clock passing again publishes nothing more.
  expect(lake.publishScheduled(new Date(midnight.getTime() + 60_000))).toBe(0);
});

test("an unscheduled release stays unpublished when its time passes", async () => {
  const lake = await startLake();
  const { published, midnight } = await scheduledBonus(lake);
  await act(lake, { actionType: "sanity.action.release.unschedule", releaseId: RELEASE });
  expect(lake.publishScheduled(midnight)).toBe(0);
  expect(lake.get(ID)?.welcomeBonus).toBe(published);
});
