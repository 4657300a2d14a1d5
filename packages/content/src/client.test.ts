import { afterEach, describe, expect, test } from "vitest";
import { type ContentLake, startContentLake } from "../testing/content-lake.ts";
import { createContentClient } from "./client.ts";
import { localDatasetFile, localImagesFolder } from "./index.ts";
import { comparisonQuery, homeQuery, topLevelPageQuery } from "./queries.ts";

const localClient = () =>
  createContentClient({
    ttlMs: 60_000,
    imageBaseUrl: "/content-images",
    source: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
  });

describe("the committed dataset", () => {
  test("home gets the top six casinos by rank, with logos on our own origin", async () => {
    const { casinos } = await localClient().fetch(homeQuery, { limit: 6 });
    expect(casinos.map((casino) => casino.slug)).toEqual([
      "bet365",
      "codere",
      "williamhill",
      "bwin",
      "betway",
      "pokerstars",
    ]);
    expect(casinos.map((casino) => casino.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(casinos[0]?.logo?.url).toBe("/content-images/logo-bet365.svg");
    expect(casinos[0]?.logo?.width).toBe(240);
  });

  test("the comparison gets every casino by rank, with ratings that follow the published method", async () => {
    const { casinos } = await localClient().fetch(comparisonQuery);
    expect(casinos.map((casino) => [casino.slug, casino.rating])).toEqual([
      ["bet365", 9.2],
      ["codere", 8.6],
      ["williamhill", 8.3],
      ["bwin", 8.2],
      ["betway", 8.1],
      ["pokerstars", 8],
      ["luckia", 8],
      ["paf", 7.9],
      ["marca", 7],
    ]);
    expect(casinos.filter((casino) => !casino.liveDealer).map((casino) => casino.slug)).toEqual(["marca"]);
    expect(casinos.map((casino) => casino.minDeposit)).toEqual([5, 10, 10, 10, 10, 10, 10, 10, 10]);
  });

  test("is read once: a publish or the TTL passing cannot change it, so its results are kept", async () => {
    const client = createContentClient({
      ttlMs: 0,
      imageBaseUrl: "/content-images",
      source: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
    });
    const first = await client.fetch(comparisonQuery);
    client.invalidate();
    expect(await client.fetch(comparisonQuery)).toBe(first);
  });

  test("keeps the last thousand pages' results read, and every site-wide one", async () => {
    const client = localClient();
    const comparison = await client.fetch(comparisonQuery);
    const first = await client.fetch(topLevelPageQuery, { slug: "no-existe-0" });
    for (let page = 1; page <= 1_000; page += 1) await client.fetch(topLevelPageQuery, { slug: `no-existe-${page}` });
    expect(await client.fetch(topLevelPageQuery, { slug: "no-existe-1000" })).toBe(
      await client.fetch(topLevelPageQuery, { slug: "no-existe-1000" }),
    );
    expect(await client.fetch(topLevelPageQuery, { slug: "no-existe-0" })).not.toBe(first);
    expect(await client.fetch(comparisonQuery)).toBe(comparison);
  });

  test("a slug finds its casino or its game page, and an unknown slug finds neither", async () => {
    const client = localClient();
    const casino = await client.fetch(topLevelPageQuery, { slug: "codere" });
    expect(casino.casino?.name).toBe("Codere");
    expect(casino.gamePage).toBeNull();

    const game = await client.fetch(topLevelPageQuery, { slug: "ruleta-online" });
    expect(game.casino).toBeNull();
    expect(game.gamePage?.title).toMatch(/ruleta/i);

    const unknown = await client.fetch(topLevelPageQuery, { slug: "no-existe" });
    expect(unknown.casino).toBeNull();
    expect(unknown.gamePage).toBeNull();
  });

  test("images are read from the dataset's folder, and only plain image file names are served", async () => {
    const client = localClient();
    expect((await client.image("logo-bet365.svg"))?.contentType).toBe("image/svg+xml");
    expect(await client.image("../../package.json")).toBeNull();
    expect(await client.image("production.ndjson")).toBeNull();
    expect(await client.image("no-such-logo.svg")).toBeNull();
  });
});

describe("the live Content Lake", () => {
  let lake: ContentLake | undefined;
  afterEach(async () => {
    await lake?.close();
    lake = undefined;
  });

  const liveClient = (current: ContentLake, log: (message: string) => void = () => {}) =>
    createContentClient({
      ttlMs: 60_000,
      imageBaseUrl: "/content-images",
      log,
      source: {
        kind: "live",
        projectId: current.projectId,
        dataset: current.dataset,
        apiVersion: "2025-02-19",
        apiHost: current.origin,
        imageOrigin: current.origin,
      },
    });

  test("answers the same queries, with image URLs rewritten to our own origin", async () => {
    lake = await startContentLake();
    const { casinos } = await liveClient(lake).fetch(homeQuery, { limit: 6 });
    expect(casinos).toHaveLength(6);
    const logo = casinos[0]?.logo?.url ?? "";
    expect(logo).toMatch(/^\/content-images\/[0-9a-f]{40}-240x80\.svg$/);
    const image = await liveClient(lake).image(logo.replace("/content-images/", ""), 120);
    expect(Buffer.from(image?.body ?? []).toString("utf8")).toContain("<svg");
    expect(await liveClient(lake).image("not-a-sanity-name.svg")).toBeNull();
  });

  test("serves cached content within the TTL, and a publish after invalidate()", async () => {
    lake = await startContentLake();
    const client = liveClient(lake);
    const first = await client.fetch(topLevelPageQuery, { slug: "bet365" });
    lake.publish("casino-bet365", { bonus: "Bono renovado de prueba" });
    const cached = await client.fetch(topLevelPageQuery, { slug: "bet365" });
    expect(cached.casino?.bonus).toBe(first.casino?.bonus);
    expect(lake.queries).toBe(1);

    client.invalidate();
    const fresh = await client.fetch(topLevelPageQuery, { slug: "bet365" });
    expect(fresh.casino?.bonus).toBe("Bono renovado de prueba");
  });

  test("keeps serving the last good content, and logs, when the lake is unreachable", async () => {
    lake = await startContentLake();
    const logged: string[] = [];
    const client = liveClient(lake, (message) => logged.push(message));
    const before = await client.fetch(homeQuery, { limit: 6 });
    await lake.close();
    client.invalidate();
    const after = await client.fetch(homeQuery, { limit: 6 });
    expect(after).toEqual(before);
    expect(logged.join("\n")).toMatch(/unreachable/);
  });

  test("fails when the lake is unreachable and nothing was ever cached", async () => {
    lake = await startContentLake();
    const client = liveClient(lake);
    await lake.close();
    await expect(client.fetch(homeQuery, { limit: 6 })).rejects.toThrow();
  });
});

describe("the committed dataset as the live source's fallback", () => {
  test("serves a query the lake never answered when the lake is down", async () => {
    const lake = await startContentLake();
    const logged: string[] = [];
    const client = createContentClient({
      ttlMs: 60_000,
      imageBaseUrl: "/content-images",
      log: (message) => logged.push(message),
      fallback: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
      source: {
        kind: "live",
        projectId: lake.projectId,
        dataset: lake.dataset,
        apiVersion: "2025-02-19",
        apiHost: lake.origin,
        imageOrigin: lake.origin,
      },
    });
    await lake.close();
    const { casino } = await client.fetch(topLevelPageQuery, { slug: "betway" });
    expect(casino?.name).toBe("Betway");
    expect(logged.join("\n")).toMatch(/committed dataset/);
  });
});
