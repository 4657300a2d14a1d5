// content-transfer.ts offline: it refuses to start without its settings, and converts images between the
// repository's dataset format and the Sanity CLI's import/export formats. No test here talks to Sanity.
import { spawnSync } from "node:child_process";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, test } from "vitest";
import { readDatasetFiles } from "../validation/index.ts";
import { fromExportFormat, originalFileNames, readSettings, toImportFormat } from "./content-transfer.ts";

const script = fileURLToPath(new URL("./content-transfer.ts", import.meta.url));
const committed = readDatasetFiles(fileURLToPath(new URL("../dataset/production.ndjson", import.meta.url)));

/** Runs the script as `pnpm content:import|export` would, with only the given environment. */
function run(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [script, ...args], { env, encoding: "utf8", timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

function casino(slug: string) {
  const document = committed.documents.find((candidate) => candidate._id === `casino-${slug}`);
  if (!document) throw new Error(`No casino-${slug} in the committed dataset`);
  return document;
}

describe("without its settings the script stops before any network call", () => {
  test.each(["import", "export"])("%s names every missing variable and where to get the token", (command) => {
    const { status, stdout, stderr } = run([command]);
    expect(status).toBe(1);
    expect(stderr).toContain(`content:${command} needs these environment variables`);
    expect(stderr).toContain("SANITY_STUDIO_PROJECT_ID (or SANITY_PROJECT_ID)");
    expect(stderr).toContain("SANITY_AUTH_TOKEN");
    expect(stderr).toContain("sanity.io/manage -> your project -> API -> Tokens");
    expect(stderr).toContain("Nothing was sent or fetched.");
    expect(stdout).not.toContain("$ sanity");
  });

  test("with the project id set, only the token is asked for", () => {
    const { status, stderr } = run(["import"], { SANITY_PROJECT_ID: "abc123" });
    expect(status).toBe(1);
    expect(stderr).toContain("SANITY_AUTH_TOKEN: an API token with Editor rights");
    expect(stderr).not.toContain("SANITY_STUDIO_PROJECT_ID");
  });

  test("an unknown command prints the usage", () => {
    const { status, stderr } = run(["sync"]);
    expect(status).toBe(1);
    expect(stderr).toContain("Usage: node packages/content/scripts/content-transfer.ts import [--force] | export");
  });
});

test("the dataset defaults to production and the studio's project variable wins", () => {
  expect(
    readSettings("export", { SANITY_STUDIO_PROJECT_ID: "studio1", SANITY_PROJECT_ID: "other", SANITY_AUTH_TOKEN: "t" }),
  ).toEqual({ projectId: "studio1", dataset: "production", token: "t" });
  expect(
    readSettings("export", { SANITY_PROJECT_ID: "p", SANITY_STUDIO_DATASET: "staging", SANITY_AUTH_TOKEN: "t" }),
  ).toEqual({ projectId: "p", dataset: "staging", token: "t" });
});

test("import puts each image's file on the image itself, as an absolute file:// URL the CLI uploads", () => {
  const converted = toImportFormat(casino("bet365"), "/repo/packages/content/dataset/images");
  expect(converted.logo).toEqual({
    _type: "image",
    alt: "Logotipo de bet365",
    _sanityAsset: `image@${pathToFileURL("/repo/packages/content/dataset/images/logo-bet365.svg").href}`,
  });
  expect(converted.name).toBe("bet365");
});

test("an export comes back in the repository format, with the images' original file names", () => {
  const { logo, ...rest } = casino("codere");
  const { alt } = logo as { alt: string };
  const exported = {
    ...rest,
    logo: { _sanityAsset: "image@file://./images/0a1b2c3d-240x60.svg", _type: "image", alt },
  };
  const names = originalFileNames(["0a1b2c3d-240x60.svg"], {
    "image-0a1b2c3d": { originalFilename: "logo-codere.svg" },
  });
  expect(fromExportFormat(exported, names)).toEqual(casino("codere"));
});

test("two exported images with one original file name keep different names", () => {
  const names = originalFileNames(["aaaa1111bbbb-10x10.svg", "cccc2222dddd-10x10.svg"], {
    "image-aaaa1111bbbb": { originalFilename: "logo.svg" },
    "image-cccc2222dddd": { originalFilename: "logo.svg" },
  });
  expect([...names.values()]).toEqual(["logo.svg", "logo-cccc2222.svg"]);
});
