// Moves the content dataset between this repository and a real Sanity project, through the Sanity CLI.
//
//   node packages/content/scripts/content-transfer.ts import [--force]   (pnpm content:import)
//   node packages/content/scripts/content-transfer.ts export             (pnpm content:export)
//
// Environment (read from the shell; to use a file: `node --env-file=.env packages/content/scripts/…`):
//   SANITY_STUDIO_PROJECT_ID  the project id (SANITY_PROJECT_ID works too), from https://www.sanity.io/manage
//   SANITY_STUDIO_DATASET     the dataset, "production" when unset
//   SANITY_AUTH_TOKEN         an API token: Editor rights to import, Viewer is enough to export.
//                             Create it at sanity.io/manage -> your project -> API -> Tokens.
// Every variable is checked before any network call.
//
// IMPORT sends packages/content/dataset/production.ndjson and its images to the project with
// `sanity dataset import <file> --dataset <dataset> --replace`: documents with the same _id are replaced, images
// are uploaded (and reused when already there). Documents deleted from the file are NOT deleted from the project.
// The dataset is validated first (validation/); `--force` imports it even with problems.
// The repository keeps images as an export does (`_sanityAsset` on the image object, relative to the dataset
// folder). The script writes a copy with absolute file:// URLs to dataset/images to a temporary folder and imports
// that, so the CLI finds the files whatever folder it runs in.
//
// EXPORT runs `sanity dataset export <dataset> <tmp>/export.tar.gz --no-drafts`, which produces a gzipped tarball:
//   <dataset>-export-<date>/data.ndjson   published documents; images as
//                                         {"_type": "image", "_sanityAsset": "image@file://./images/<sha1>-<w>x<h>.<ext>", …}
//   <dataset>-export-<date>/images/…      the image files, named by content hash
//   <dataset>-export-<date>/assets.json   asset metadata by asset id, including each image's originalFilename
// and brings it back into the repository format: unpacks it (with the system `tar`), moves each image's
// `_sanityAsset` back under `asset`, copies the images into dataset/images/ under their original file names,
// keeps the committed file's document order, writes dataset/production.ndjson, and validates it. Review the
// result with `git diff` before committing; images no longer used are listed, not deleted.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, extname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { SchemaType } from "groq-js";
import { formatProblems, type RawDocument, readDatasetFiles, validateDataset } from "../validation/index.ts";

const CONTENT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const DATASET_FILE = join(CONTENT_DIR, "dataset", "production.ndjson");
const IMAGES_DIR = join(CONTENT_DIR, "dataset", "images");
const SCHEMA_FILE = join(CONTENT_DIR, "schema.json");
const TOKENS_PAGE = "sanity.io/manage -> your project -> API -> Tokens";

type Command = "import" | "export";
type Settings = { projectId: string; dataset: string; token: string };

/** Reads the settings, or returns one line per missing variable saying what it is and where to get it. */
export function readSettings(command: Command, env: NodeJS.ProcessEnv): Settings | { missing: string[] } {
  const projectId = env.SANITY_STUDIO_PROJECT_ID || env.SANITY_PROJECT_ID;
  const token = env.SANITY_AUTH_TOKEN;
  const missing: string[] = [];
  if (!projectId) {
    missing.push(
      "SANITY_STUDIO_PROJECT_ID (or SANITY_PROJECT_ID): the id of your Sanity project, shown at https://www.sanity.io/manage",
    );
  }
  if (!token) {
    const rights =
      command === "import" ? "Editor rights (import writes documents and uploads images)" : "Viewer rights";
    missing.push(`SANITY_AUTH_TOKEN: an API token with ${rights}; create one at ${TOKENS_PAGE}`);
  }
  if (!projectId || !token) return { missing };
  return { projectId, token, dataset: env.SANITY_STUDIO_DATASET || "production" };
}

// ---------------------------------------------------------------------------------------------------------------
// Format conversions (pure).

/** An image file beside the NDJSON, as both the repository and `sanity dataset export` write it. */
const LOCAL_IMAGE = /^image@file:\/\/\.\/images\/([^/]+)$/;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function mapObjects(value: unknown, change: (object: Json) => Json): unknown {
  if (Array.isArray(value)) return value.map((item) => mapObjects(item, change));
  if (!isObject(value)) return value;
  const mapped = Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, mapObjects(inner, change)]));
  return change(mapped);
}

/**
 * Repository format -> `sanity dataset import` format: the same `_sanityAsset` on the image, made an absolute
 * file:// URL so the CLI finds the file whatever folder it runs in.
 */
export function toImportFormat(document: RawDocument, imagesDir: string): RawDocument {
  return mapObjects(document, (object) => {
    const source = object._sanityAsset;
    const file = typeof source === "string" ? LOCAL_IMAGE.exec(source)?.[1] : undefined;
    if (!file) return object;
    return { ...object, _sanityAsset: `image@${pathToFileURL(join(imagesDir, file)).href}` };
  }) as RawDocument;
}

/**
 * `sanity dataset export` format -> repository format: the image's `_sanityAsset` points at its original file name
 * in dataset/images (`fileNames` maps the export's hashed name to it).
 */
export function fromExportFormat(document: RawDocument, fileNames: ReadonlyMap<string, string>): RawDocument {
  return mapObjects(document, (object) => {
    const source = object._sanityAsset;
    const exported = typeof source === "string" ? LOCAL_IMAGE.exec(source)?.[1] : undefined;
    if (!exported) return object;
    const file = fileNames.get(exported) ?? exported;
    return { ...object, _sanityAsset: `image@file://./images/${file}` };
  }) as RawDocument;
}

/**
 * Names the exported images by their original file names (from assets.json), so that `logo-bet365.svg` stays
 * `logo-bet365.svg`; two different images with one original name keep the second apart with part of its hash.
 */
export function originalFileNames(
  exportedFiles: readonly string[],
  assets: Record<string, unknown>,
): Map<string, string> {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  for (const exported of exportedFiles) {
    const sha1 = exported.split("-")[0] ?? exported;
    const meta = assets[`image-${sha1}`];
    const original = isObject(meta) && typeof meta.originalFilename === "string" ? basename(meta.originalFilename) : "";
    let name = original || exported;
    if (taken.has(name)) name = `${basename(name, extname(name))}-${sha1.slice(0, 8)}${extname(name)}`;
    taken.add(name);
    names.set(exported, name);
  }
  return names;
}

/** Documents a dataset export carries that are not content: drafts, versions, system and asset documents. */
function isContentDocument(document: RawDocument): boolean {
  const id = String(document._id ?? "");
  const type = String(document._type ?? "");
  return !id.startsWith("_.") && !id.includes(".") && !type.startsWith("sanity.") && !type.startsWith("system.");
}

// ---------------------------------------------------------------------------------------------------------------
// Commands.

function sanity(args: string[], settings: Settings): number {
  console.log(`$ sanity ${args.join(" ")}`);
  const result = spawnSync(
    "pnpm",
    ["--config.verify-deps-before-run=false", "--filter", "@casinolupa/studio", "exec", "sanity", ...args],
    {
      stdio: "inherit",
      shell: process.platform === "win32",
      // The CLI reads the token from SANITY_AUTH_TOKEN, which keeps it off the command line (and out of `ps`).
      env: {
        ...process.env,
        SANITY_AUTH_TOKEN: settings.token,
        SANITY_STUDIO_PROJECT_ID: settings.projectId,
        DO_NOT_TRACK: "1",
      },
    },
  );
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function validate(documents: readonly RawDocument[], imageFiles: readonly string[]) {
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, "utf8")) as SchemaType;
  return validateDataset(documents, schema, { imageFiles });
}

function importDataset(settings: Settings, force: boolean): number {
  const { documents, imageFiles } = readDatasetFiles(DATASET_FILE);
  const problems = validate(documents, imageFiles);
  if (problems.length > 0) {
    console.error(`The dataset has ${problems.length} problems:\n${formatProblems(problems)}`);
    if (!force) {
      console.error("Nothing was imported. Fix them, or run with --force to import anyway.");
      return 1;
    }
    console.error("--force: importing anyway.");
  }
  const folder = mkdtempSync(join(tmpdir(), "casinolupa-import-"));
  try {
    const file = join(folder, "production.ndjson");
    const lines = documents.map((document) => JSON.stringify(toImportFormat(document, IMAGES_DIR)));
    writeFileSync(file, `${lines.join("\n")}\n`);
    return sanity(
      ["dataset", "import", file, "--dataset", settings.dataset, "--project-id", settings.projectId, "--replace"],
      settings,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function exportDataset(settings: Settings): number {
  const folder = mkdtempSync(join(tmpdir(), "casinolupa-export-"));
  try {
    const tarball = join(folder, "export.tar.gz");
    const args = ["dataset", "export", settings.dataset, tarball, "--project-id", settings.projectId, "--no-drafts"];
    const status = sanity([...args, "--overwrite"], settings);
    if (status !== 0) return status;

    const unpack = spawnSync("tar", ["-xzf", tarball, "-C", folder], { stdio: "inherit" });
    if (unpack.status !== 0) throw new Error(`Could not unpack ${tarball} with tar`);
    const root = readdirSync(folder, { withFileTypes: true }).find((entry) => entry.isDirectory());
    const exportDir = root ? join(folder, root.name) : folder;
    const exportedImagesDir = join(exportDir, "images");
    const exportedImages = existsSync(exportedImagesDir) ? readdirSync(exportedImagesDir) : [];
    const assetsFile = join(exportDir, "assets.json");
    const assets = existsSync(assetsFile)
      ? (JSON.parse(readFileSync(assetsFile, "utf8")) as Record<string, unknown>)
      : {};
    const names = originalFileNames(exportedImages, assets);

    // Keep the committed order (so `git diff` shows changes, not reshuffles); new documents go last.
    const previousOrder = existsSync(DATASET_FILE)
      ? readDatasetFiles(DATASET_FILE).documents.map((document) => document._id)
      : [];
    const rank = (id: unknown) => {
      const index = previousOrder.indexOf(id);
      return index === -1 ? Number.MAX_SAFE_INTEGER : index;
    };
    const documents = readDatasetFiles(join(exportDir, "data.ndjson"))
      .documents.filter(isContentDocument)
      .map((document) => fromExportFormat(document, names))
      .sort((a, b) => rank(a._id) - rank(b._id));

    for (const [exported, name] of names) copyFileSync(join(exportedImagesDir, exported), join(IMAGES_DIR, name));
    writeFileSync(DATASET_FILE, `${documents.map((document) => JSON.stringify(document)).join("\n")}\n`);
    console.log(`Wrote ${documents.length} documents to ${DATASET_FILE} and ${names.size} images to ${IMAGES_DIR}.`);

    const written = readDatasetFiles(DATASET_FILE);
    const sources = JSON.stringify(written.documents).match(/image@file:\/\/\.\/images\/[^"]+/g) ?? [];
    const used = new Set(sources.map((source) => basename(source)));
    const unused = written.imageFiles.filter((file) => !used.has(file));
    if (unused.length > 0)
      console.log(`Images no longer used by any document (delete them if so): ${unused.join(", ")}`);

    const problems = validate(written.documents, written.imageFiles);
    if (problems.length > 0) {
      console.error(`The exported dataset has ${problems.length} problems:\n${formatProblems(problems)}`);
      return 1;
    }
    return 0;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function main(argv: string[]): number {
  const [command, ...flags] = argv;
  if (command !== "import" && command !== "export") {
    console.error("Usage: node packages/content/scripts/content-transfer.ts import [--force] | export");
    return 1;
  }
  const settings = readSettings(command, process.env);
  if ("missing" in settings) {
    console.error(`content:${command} needs these environment variables:\n  - ${settings.missing.join("\n  - ")}`);
    console.error("Nothing was sent or fetched.");
    return 1;
  }
  console.log(`Sanity project ${settings.projectId}, dataset ${settings.dataset}`);
  return command === "import" ? importDataset(settings, flags.includes("--force")) : exportDataset(settings);
}

if (import.meta.main) process.exitCode = main(process.argv.slice(2));
