import { createHash } from "node:crypto";
import { rankCasinos } from "@casinolupa/domain";
import {
  type ContentLake,
  solidPng,
  standInClient,
  standInSource,
  startContentLake,
} from "@casinolupa/sanity-stand-in";
import { afterEach, describe, expect, test } from "vitest";
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
  test("home's casinos, ranked, give the top six by rating, with logos on our own origin", async () => {
    const casinos = rankCasinos((await localClient().fetch(homeQuery)).casinos).ranked.slice(0, 6);
    // William Hill and bet365 tie at 8,3: William Hill's «Seguridad y licencia» is the higher (the tie-break).
    expect(casinos.map((casino) => casino.slug)).toEqual([
      "williamhill",
      "bet365",
      "codere",
      "pokerstars",
      "betway",
      "paf",
    ]);
    expect(casinos.map((casino) => casino.rank)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(casinos[0]?.logo?.url).toBe("/content-images/logo-williamhill.svg");
    expect(casinos[0]?.logo?.width).toBe(240);
  });

  test("the comparison's casinos, ranked, follow the published method; Paston is «no clasificado»", async () => {
    const { ranked: casinos, notRanked } = rankCasinos((await localClient().fetch(comparisonQuery)).casinos);
    expect(notRanked.map((casino) => casino.slug)).toEqual(["paston"]);
    expect(casinos.map((casino) => [casino.slug, casino.rating])).toEqual([
      // Ratings after the «Seguridad y licencia» cap for unverified licence facts and bwin's «Juego responsable» cap
      // after its fine for letting barred people play (decision 017).
      ["williamhill", 8.3],
      ["bet365", 8.3],
      ["codere", 8.2],
      ["pokerstars", 8],
      ["betway", 7.7],
      ["paf", 7.7],
      ["bwin", 7.5],
      ["luckia", 7.3],
      ["marca", 6.4],
    ]);
    expect(casinos.filter((casino) => !casino.liveDealer).map((casino) => casino.slug)).toEqual(["marca"]);
    expect(casinos.map((casino) => casino.minDeposit)).toEqual([10, 5, 10, 10, 10, 10, 10, 10, 10]);
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
      source: standInSource(current),
    });

  test("answers the same queries, with image URLs rewritten to our own origin", async () => {
    lake = await startContentLake();
    const { casinos } = await liveClient(lake).fetch(homeQuery);
    expect(casinos).toHaveLength(10);
    const logo = casinos[0]?.logo?.url ?? "";
    expect(logo).toMatch(/^\/content-images\/[0-9a-f]{40}-240x80\.svg$/);
    const image = await liveClient(lake).image(logo.replace("/content-images/", ""), 120);
    expect(Buffer.from(image?.body ?? []).toString("utf8")).toContain("<svg");
    expect(await liveClient(lake).image("not-a-sanity-name.svg")).toBeNull();
  });

  test("holds the committed images under the ids Sanity gives them: the SHA-1 of the file, its size and type", async () => {
    lake = await startContentLake();
    const client = liveClient(lake);
    const assets = await client.fetch(`*[_type == "sanity.imageAsset"]{ _id, sha1hash, url }`);
    expect(assets).toHaveLength(22);
    for (const { _id, sha1hash, url } of assets as { _id: string; sha1hash: string; url: string }[]) {
      expect(_id).toMatch(new RegExp(`^image-${sha1hash}-\\d+x\\d+-(svg|jpg)$`));
      const image = await client.image(url.replace("/content-images/", ""));
      expect(
        createHash("sha1")
          .update(image?.body ?? new Uint8Array())
          .digest("hex"),
      ).toBe(sha1hash);
    }
  });

  test("takes an image upload as Sanity's assets API does, and the site serves the file from its own origin", async () => {
    lake = await startContentLake();
    const editor = standInClient(lake, { token: "editor-test-token" });
    const png = solidPng(240, 80, [0, 102, 51]);
    const sha1 = createHash("sha1").update(png).digest("hex");
    const asset = await editor.assets.upload("image", png, { filename: "logo-sportium.png" });
    expect(asset).toMatchObject({
      _id: `image-${sha1}-240x80-png`,
      _type: "sanity.imageAsset",
      sha1hash: sha1,
      originalFilename: "logo-sportium.png",
      url: `${lake.origin}/images/${lake.projectId}/${lake.dataset}/${sha1}-240x80.png`,
      metadata: { dimensions: { width: 240, height: 80 } },
    });
    // The same bytes again are the same asset, whatever the file is called.
    expect((await editor.assets.upload("image", png, { filename: "otro.png" }))._id).toBe(asset._id);
    await expect(editor.assets.upload("image", Buffer.from("not an image"))).rejects.toThrow(/could not read/);

    const client = liveClient(lake);
    const url = await client.fetch(`*[_id == $id][0].url`, { id: asset._id });
    expect(url).toBe(`/content-images/${sha1}-240x80.png`);
    const image = await client.image(`${sha1}-240x80.png`);
    expect(image?.contentType).toBe("image/png");
    expect(Buffer.from(image?.body ?? []).equals(png)).toBe(true);
  });

  test("an 11th and a 12th casino, published, are ranked with the others and each has its review page", async () => {
    lake = await startContentLake();
    const paf = lake.get("casino-paf");
    if (!paf) throw new Error("Paf is not in the committed dataset");
    const { _rev, _createdAt, _updatedAt, ...fields } = paf;
    const breakdown = paf.ratingBreakdown as Record<string, number>;
    // Two new operators, one above every casino and one below, as an editor would publish them from the Studio.
    const newcomers = [
      { _id: "casino-sportium", name: "Sportium", slug: "sportium", shift: +3 },
      { _id: "casino-kirolbet", name: "Kirolbet", slug: "kirolbet", shift: -3 },
    ].map(({ _id, name, slug, shift }) => ({
      ...fields,
      _id,
      name,
      slug: { _type: "slug", current: slug },
      ratingBreakdown: Object.fromEntries(
        Object.entries(breakdown).map(([key, value]) =>
          typeof value === "number" ? [key, Math.min(10, Math.max(0, value + shift))] : [key, value],
        ),
      ),
    }));
    const written = await fetch(`${lake.origin}/v2025-02-19/data/mutate/${lake.dataset}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Authorization: "Bearer editor-test-token" },
      body: JSON.stringify({ mutations: newcomers.map((casino) => ({ create: casino })) }),
    });
    expect(written.status).toBe(200);

    const client = liveClient(lake);
    const { casinos } = await client.fetch(comparisonQuery);
    expect(casinos).toHaveLength(12);
    // Paston is «no clasificado»: the other eleven are ranked, with no gap or repeat.
    const { ranked } = rankCasinos(casinos);
    expect(ranked.map((casino) => casino.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(ranked[0]?.name).toBe("Sportium");
    expect(ranked.at(-1)?.name).toBe("Kirolbet");
    for (const slug of ["sportium", "kirolbet"])
      expect((await client.fetch(topLevelPageQuery, { slug })).casino?.slug).toBe(slug);
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

  test("asks the lake once for one query however many requests want it at the same time", async () => {
    lake = await startContentLake();
    const client = liveClient(lake);
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => client.fetch(topLevelPageQuery, { slug: "codere" })),
    );
    expect(pages.map((page) => page.casino?.name)).toEqual(Array(5).fill("Codere"));
    expect(lake.queries).toBe(1);
    client.invalidate();
    await Promise.all([
      client.fetch(topLevelPageQuery, { slug: "codere" }),
      client.fetch(topLevelPageQuery, { slug: "codere" }),
    ]);
    expect(lake.queries).toBe(2);
  });

  test("keeps serving the last good content, and logs, when the lake is unreachable", async () => {
    lake = await startContentLake();
    const logged: string[] = [];
    const client = liveClient(lake, (message) => logged.push(message));
    const before = await client.fetch(homeQuery);
    await lake.close();
    client.invalidate();
    const after = await client.fetch(homeQuery);
    expect(after).toEqual(before);
    expect(logged.join("\n")).toMatch(/unreachable/);
  });

  test("fails when the lake is unreachable and nothing was ever cached", async () => {
    lake = await startContentLake();
    const client = liveClient(lake);
    await lake.close();
    await expect(client.fetch(homeQuery)).rejects.toThrow();
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
      source: standInSource(lake),
    });
    await lake.close();
    const { casino } = await client.fetch(topLevelPageQuery, { slug: "betway" });
    expect(casino?.name).toBe("Betway");
    expect(logged.join("\n")).toMatch(/committed dataset/);
  });
});
