import { expect, test } from "vitest";
import type { ContentLake } from "../content-lake.ts";
import { lakePerTest } from "./test-lake.ts";

const ID = "casino-bet365";
const TODAY = "Bono de hoy: 200 € con un requisito de apuesta de ×30.";

const startLake = lakePerTest();

/** A call to the stand-in's HTTP API as the Studio makes it, with the editor's token. */
async function api(current: ContentLake, path: string, body?: unknown): Promise<Response> {
  return fetch(`${current.origin}/v2025-02-19${path}`, {
    method: body ? "POST" : "GET",
    headers: { Authorization: "Bearer editor-token", "Content-Type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
}

const actions = (current: ContentLake, ...list: object[]) =>
  api(current, `/data/actions/${current.dataset}`, { actions: list });

/** An editor's day in the Studio: a draft of bet365 with today's bonus, then «Publicar». */
async function editAndPublish(current: ContentLake) {
  const edited = await actions(current, {
    actionType: "sanity.action.document.edit",
    draftId: `drafts.${ID}`,
    publishedId: ID,
    patch: { set: { welcomeBonus: TODAY } },
  });
  expect(edited.status).toBe(200);
  const published = await actions(current, {
    actionType: "sanity.action.document.publish",
    draftId: `drafts.${ID}`,
    publishedId: ID,
  });
  expect(published.status).toBe(200);
}

type Event = { type: string; versionId?: string; versionRevisionId?: string; revisionId?: string };

test("the Studio's «Historial» lists a draft and its publish after the import, newest first", async () => {
  const lake = await startLake();
  await editAndPublish(lake);
  const draftId = `drafts.${ID}`;
  const response = await api(lake, `/data/history/${lake.dataset}/events/documents/${draftId}?limit=100`);
  expect(response.status).toBe(200);
  const { events } = (await response.json()) as { events: Record<string, Event[]> };
  expect(events[draftId]?.map(({ type }) => type)).toEqual([
    "publishDocumentVersion",
    "createDocumentVersion",
    "publishDocumentVersion",
  ]);
  // The publish names the draft's revision it published, which the Studio opens from the list.
  const [publish, created] = events[draftId] ?? [];
  expect(publish?.revisionId).toBe(lake.get(ID)?._rev);
  expect(publish?.versionRevisionId).toBe(created?.versionRevisionId);
});

test("a document's revisions read back as they were: before today's publish, and the draft it published", async () => {
  const lake = await startLake();
  const yesterday = String(lake.get(ID)?.welcomeBonus);
  const importedRev = String(lake.get(ID)?._rev);
  await editAndPublish(lake);
  const history = `/data/history/${lake.dataset}`;

  const before = await api(lake, `${history}/documents/${ID},drafts.${ID}?revision=${importedRev}`);
  const { documents } = (await before.json()) as { documents: { _id: string; _rev: string; welcomeBonus: string }[] };
  expect(documents.map(({ _id, _rev, welcomeBonus }) => ({ _id, _rev, welcomeBonus }))).toEqual([
    { _id: ID, _rev: importedRev, welcomeBonus: yesterday },
  ]);

  // The transactions that touched the pair, with each one's effect as a Mendoza patch, one JSON object a line.
  const lines = await api(lake, `${history}/transactions/${ID},drafts.${ID}?excludeContent=true&reverse=true`);
  const transactions = (await lines.text())
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as { id: string; effects: Record<string, { apply: unknown[] }> });
  expect(transactions.map(({ id }) => id)).toHaveLength(3);
  expect(transactions[0]?.id).toBe(lake.get(ID)?._rev);
  expect(transactions[0]?.effects[ID]?.apply).toEqual([0, lake.get(ID)]);
  expect(transactions.at(-1)?.id).toBe(importedRev);
});

test("«Restaurar» makes an old revision the draft, and publishing it brings the old text back", async () => {
  const lake = await startLake();
  const yesterday = String(lake.get(ID)?.welcomeBonus);
  const importedRev = String(lake.get(ID)?._rev);
  await editAndPublish(lake);
  expect(lake.get(ID)?.welcomeBonus).toBe(TODAY);

  const old = await api(lake, `/data/history/${lake.dataset}/documents/${ID}?revision=${importedRev}`);
  const [document] = ((await old.json()) as { documents: Record<string, unknown>[] }).documents;
  const restored = await actions(lake, {
    actionType: "sanity.action.document.replaceDraft",
    publishedId: ID,
    attributes: { ...document, _id: `drafts.${ID}` },
  });
  expect(restored.status).toBe(200);
  expect(lake.get(`drafts.${ID}`)?.welcomeBonus).toBe(yesterday);
  expect(lake.get(ID)?.welcomeBonus).toBe(TODAY);

  await actions(lake, { actionType: "sanity.action.document.publish", draftId: `drafts.${ID}`, publishedId: ID });
  expect(lake.get(ID)?.welcomeBonus).toBe(yesterday);
});

test("a publish dated yesterday lists before today's, and its draft's revision reads back with yesterday's text", async () => {
  const lake = await startLake();
  const yesterdayText = `${lake.get(ID)?.welcomeBonus} Válido hasta el domingo.`;
  const yesterdayAt = Date.now() - 86_400_000;
  lake.publishFromDraft(ID, { welcomeBonus: yesterdayText }, new Date(yesterdayAt));
  lake.publishFromDraft(ID, { welcomeBonus: TODAY });
  expect(lake.get(ID)?.welcomeBonus).toBe(TODAY);

  const draftId = `drafts.${ID}`;
  const response = await api(lake, `/data/history/${lake.dataset}/events/documents/${draftId}`);
  const events = ((await response.json()) as { events: Record<string, (Event & { timestamp: string })[]> }).events[
    draftId
  ];
  const publishes = events?.filter(({ type }) => type === "publishDocumentVersion") ?? [];
  expect(publishes).toHaveLength(3);
  // Newest first: today's publish, then yesterday's (the imported revision is dated by the dataset, whenever that is).
  const yesterdayIndex = publishes.findIndex(({ timestamp }) => Date.parse(timestamp) === yesterdayAt);
  const todayIndex = publishes.findIndex(({ timestamp }) => Date.parse(timestamp) > yesterdayAt);
  expect(todayIndex).toBe(0);
  expect(yesterdayIndex).toBeGreaterThan(todayIndex);
  const yesterday = publishes[yesterdayIndex];
  const old = await api(
    lake,
    `/data/history/${lake.dataset}/documents/${draftId}?revision=${yesterday?.versionRevisionId}`,
  );
  const { documents } = (await old.json()) as { documents: { welcomeBonus: string }[] };
  expect(documents[0]?.welcomeBonus).toBe(yesterdayText);
});
