// The `xkey` header a page is sent with: the surrogate keys of what its loaders read, through the content client
// each request gets (server/app.ts), on the committed dataset.
import {
  createContentClient,
  localDatasetFile,
  localImagesFolder,
  pageQuery,
  siteShellQuery,
  topLevelPageQuery,
} from "@casinolupa/content";
import { expect, test } from "vitest";
import { recordingKeys, SURROGATE_KEY_HEADER, withSurrogateKeys } from "./surrogate-keys.server";

const content = createContentClient({
  ttlMs: 60_000,
  imageBaseUrl: "/content-images",
  source: { kind: "local", datasetFile: localDatasetFile, imagesFolder: localImagesFolder },
});

test("a casino review's response names its casino, the site settings and the lists in its shell", async () => {
  const keys = new Set<string>();
  const client = recordingKeys(content, keys);
  await client.fetch(siteShellQuery);
  const result = await client.fetch(topLevelPageQuery, { slug: "bet365" });
  expect(result.casino?.slug).toBe("bet365");
  const response = withSurrogateKeys(
    new Response("<!doctype html>", { headers: { "Content-Type": "text/html" } }),
    keys,
  );
  const header = (response.headers.get(SURROGATE_KEY_HEADER) ?? "").split(" ");
  expect(header).toEqual(expect.arrayContaining(["casino-bet365", "siteSettings", "type:casino", "type:gamePage"]));
  expect(header).not.toContain("type:page");
  expect(response.headers.get("Content-Type")).toBe("text/html");
});

test("two requests keep their keys apart, and a response no query ran for has no header", async () => {
  const first = new Set<string>();
  const second = new Set<string>();
  await recordingKeys(content, first).fetch(pageQuery, { slug: "ayuda", faqList: "faqList-ayuda" });
  await recordingKeys(content, second).fetch(topLevelPageQuery, { slug: "codere" });
  expect(first.has("page-ayuda")).toBe(true);
  expect(second.has("casino-codere")).toBe(true);
  expect(first.has("casino-codere")).toBe(false);
  expect(withSurrogateKeys(new Response("ok"), new Set()).headers.has(SURROGATE_KEY_HEADER)).toBe(false);
});
