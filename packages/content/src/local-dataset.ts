// Loads the committed dataset (Sanity's NDJSON export format) so GROQ can run on it locally with groq-js.
// An export keeps each image's file on the image object (`"_sanityAsset": "image@file://./images/<file>"`);
// `sanity dataset import` uploads the file and sets the image's `asset` reference. We do the same in memory,
// so the same queries (`asset->url`) work on both the local dataset and the live Content Lake. The asset's id is the
// one the Content Lake gives the same file, `image-<sha1 of its bytes>-<w>x<h>-<ext>`: the Studio's image input
// refuses any other form, and an import of the dataset and the local site then name each image alike.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";

export type DatasetDocument = { _id: string; _type: string; [field: string]: unknown };

const ASSET_PREFIX = "image@file://./";

export type LocalDatasetOptions = {
  /** Path of the NDJSON file. */
  file: string;
  /** Public URL prefix the web app serves the dataset's images under, e.g. "/content-images". */
  imageBaseUrl: string;
};

export function loadLocalDataset({ file, imageBaseUrl }: LocalDatasetOptions): DatasetDocument[] {
  const assets = new Map<string, DatasetDocument>();
  const documents = readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => resolveAssets(parseLine(line, file, index), { file, imageBaseUrl, assets }));
  return [...documents, ...assets.values()];
}

function parseLine(line: string, file: string, index: number): DatasetDocument {
  try {
    return JSON.parse(line) as DatasetDocument;
  } catch (error) {
    throw new Error(`${basename(file)} line ${index + 1} is not valid JSON`, { cause: error });
  }
}

/**
 * The document with each exported image file replaced by a reference to its asset, as `sanity dataset import`
 * does; the asset documents are added to `assets` (keyed by id). The document is changed in place: it is
 * always one just parsed, and copying every object of every body was most of the start-up time.
 */
function resolveAssets(
  document: DatasetDocument,
  { file, imageBaseUrl, assets }: LocalDatasetOptions & { assets: Map<string, DatasetDocument> },
): DatasetDocument {
  const folder = dirname(file);
  const resolve = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) resolve(item);
      return;
    }
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if ("_sanityAsset" in record) {
      const source = record._sanityAsset;
      delete record._sanityAsset;
      if (typeof source === "string" && source.startsWith(ASSET_PREFIX)) {
        const relativePath = source.slice(ASSET_PREFIX.length);
        const path = join(folder, relativePath);
        const url = `${imageBaseUrl}/${basename(relativePath)}`;
        let asset = assetsByUrl.get(`${path}\u0000${url}`);
        if (!asset) {
          asset = imageAsset(path, url);
          assetsByUrl.set(`${path}\u0000${url}`, asset);
        }
        assets.set(asset._id, asset);
        record.asset = { _type: "reference", _ref: asset._id };
      }
    }
    for (const inner of Object.values(record)) resolve(inner);
  };
  resolve(document);
  return document;
}

// An image file's asset document, read once (its size comes from the file's header).
const assetsByUrl = new Map<string, DatasetDocument>();

function imageAsset(path: string, url: string): DatasetDocument {
  const extension = extname(path).slice(1).toLowerCase();
  const bytes = readFileSync(path);
  const { width, height } = imageDimensions(bytes, extension, path);
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  return {
    _id: imageAssetId(sha1, width, height, extension),
    _type: "sanity.imageAsset",
    assetId: sha1,
    sha1hash: sha1,
    size: bytes.length,
    url,
    originalFilename: basename(path),
    extension,
    mimeType: extension === "svg" ? "image/svg+xml" : `image/${extension === "jpg" ? "jpeg" : extension}`,
    metadata: { _type: "sanity.imageMetadata", dimensions: { width, height, aspectRatio: width / height } },
  };
}

/** Sanity's id for an image asset: `image-<sha1 of the file>-<width>x<height>-<extension>`. */
export function imageAssetId(sha1: string, width: number, height: number, extension: string): string {
  return `image-${sha1}-${width}x${height}-${extension}`;
}

/** Reads the intrinsic size of an SVG, PNG or JPEG file, so pages can reserve space and avoid layout shift. */
export function imageDimensions(bytes: Buffer, extension: string, path = "image"): { width: number; height: number } {
  if (extension === "svg") {
    const head = bytes.subarray(0, 2048).toString("utf8");
    const width = Number(/<svg[^>]*\swidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1]);
    const height = Number(/<svg[^>]*\sheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1]);
    if (width > 0 && height > 0) return { width, height };
  } else if (extension === "png" && bytes.readUInt32BE(12) === 0x49484452) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  } else if (extension === "jpg" || extension === "jpeg") {
    let offset = 2;
    while (offset < bytes.length) {
      const marker = bytes.readUInt16BE(offset);
      const length = bytes.readUInt16BE(offset + 2);
      // SOF0-SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
        return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
      }
      offset += 2 + length;
    }
  }
  throw new Error(`Cannot read the width and height of ${path}`);
}
