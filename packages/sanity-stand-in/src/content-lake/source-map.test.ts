import { createContentClient, topLevelPageQuery } from "@casinolupa/content";
import { resolveEditInfo } from "@sanity/client/csm";
import { stegaClean } from "@sanity/client/stega";
import { expect, test } from "vitest";
import { standInClient, standInSource } from "../clients.ts";
import type { ContentLake } from "../content-lake.ts";
import { lakePerTest } from "./test-lake.ts";

const STUDIO = "https://studio.example";
const DRAFT_BONUS = "100 € en apuestas gratis al depositar 10 €, solo en el borrador";

const startLake = lakePerTest();

const sanityClient = (current: ContentLake) =>
  standInClient(current, { token: "a-preview-token", perspective: "drafts" });

test("a drafts query's source map names the draft and its field, keyed array items by their key", async () => {
  const lake = await startLake();
  const published = lake.get("casino-bet365");
  lake.saveDraft("casino-bet365", { ...published, welcomeBonus: DRAFT_BONUS });
  const { result, resultSourceMap } = await sanityClient(lake).fetch(
    topLevelPageQuery,
    { slug: "bet365" },
    { filterResponse: false, resultSourceMap: "withKeyArraySelector" },
  );
  if (!resultSourceMap) throw new Error("no resultSourceMap in the answer");
  expect(result.casino?.welcomeBonus).toBe(DRAFT_BONUS);
  const bonus = resolveEditInfo({ resultSourceMap, resultPath: ["casino", "welcomeBonus"], studioUrl: STUDIO });
  expect(bonus).toMatchObject({ id: "drafts.casino-bet365", type: "casino", path: ["welcomeBonus"] });
  // A source's title, in an array of objects, is named by the item's _key, as the Studio's form addresses it.
  const source = result.casino?.sources?.[0];
  expect(source?._key).toBeTruthy();
  const title = resolveEditInfo({ resultSourceMap, resultPath: ["casino", "sources", 0, "title"], studioUrl: STUDIO });
  expect(title).toMatchObject({
    id: "drafts.casino-bet365",
    path: ["sources", { _key: source?._key, _index: -1 }, "title"],
  });
  // Published documents are named by their published id.
  lake.reset();
  const again = await sanityClient(lake).fetch(
    topLevelPageQuery,
    { slug: "bet365" },
    { filterResponse: false, resultSourceMap: true },
  );
  if (!again.resultSourceMap) throw new Error("no resultSourceMap in the answer");
  const bonusNow = resolveEditInfo({
    resultSourceMap: again.resultSourceMap,
    resultPath: ["casino", "welcomeBonus"],
    studioUrl: STUDIO,
  });
  expect(bonusNow).toMatchObject({ id: "casino-bet365", path: ["welcomeBonus"] });
});

test("a query that asks for no source map gets none", async () => {
  const lake = await startLake();
  const answer = await sanityClient(lake).fetch(topLevelPageQuery, { slug: "bet365" }, { filterResponse: false });
  expect(answer).not.toHaveProperty("resultSourceMap");
});

test("the preview's content client marks prose for the overlays and leaves slugs and names clean", async () => {
  const lake = await startLake();
  lake.saveDraft("casino-bet365", { ...lake.get("casino-bet365"), welcomeBonus: DRAFT_BONUS });
  const preview = createContentClient({
    ttlMs: 1,
    imageBaseUrl: "/content-images",
    source: standInSource(lake, { token: "a-preview-token", perspective: "drafts", stegaStudioUrl: STUDIO }),
  });
  const { casino } = await preview.fetch(topLevelPageQuery, { slug: "bet365" });
  const bonus = String(casino?.welcomeBonus);
  expect(bonus).not.toBe(DRAFT_BONUS);
  expect(bonus.startsWith(DRAFT_BONUS)).toBe(true);
  expect(stegaClean(bonus)).toBe(DRAFT_BONUS);
  expect(casino?.slug).toBe("bet365");
  expect(casino?.name).toBe("bet365");
});
