// The committed dataset as the real Content Lake holds it after `sanity dataset import`: every image is an asset
// named after a hash of its file, `image-<sha1>-<w>x<h>-<ext>`, with its URL on the image CDN. (The Studio's
// image input refuses any other asset id.) Documents get the system fields the Content Lake always sets.
import { createHash } from "node:crypto";
import { type DatasetDocument, loadLocalDataset, localDatasetFile } from "../../src/index.ts";

export type LakeDocument = DatasetDocument & { _rev: string; _createdAt: string; _updatedAt: string };

export type LakeDataset = {
  documents: LakeDocument[];
  /** The dataset's image file for each `<sha1>-<w>x<h>.<ext>` name the image CDN serves. */
  fileByImageName: Map<string, string>;
};

export function loadLakeDataset(imageOrigin: string, projectId: string, dataset: string): LakeDataset {
  const local = loadLocalDataset({ file: localDatasetFile, imageBaseUrl: "" });
  const idByLocalId = new Map<string, string>();
  const fileByImageName = new Map<string, string>();
  const assets: DatasetDocument[] = [];
  for (const document of local) {
    const asset = /^image-.+-(\d+x\d+)-([a-z]+)$/.exec(document._id);
    const file = document.originalFilename;
    if (document._type !== "sanity.imageAsset" || !asset || typeof file !== "string") continue;
    const hash = createHash("sha1").update(file).digest("hex");
    const name = `${hash}-${asset[1]}.${asset[2]}`;
    fileByImageName.set(name, file);
    idByLocalId.set(document._id, `image-${hash}-${asset[1]}-${asset[2]}`);
    assets.push({
      ...document,
      _id: `image-${hash}-${asset[1]}-${asset[2]}`,
      assetId: hash,
      sha1hash: hash,
      path: `images/${projectId}/${dataset}/${name}`,
      url: `${imageOrigin}/images/${projectId}/${dataset}/${name}`,
    });
  }
  const renameReferences = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(renameReferences);
    if (value === null || typeof value !== "object") return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        key === "_ref" && typeof inner === "string" ? (idByLocalId.get(inner) ?? inner) : renameReferences(inner),
      ]),
    );
  };
  const now = new Date().toISOString();
  const documents = [...local.filter((document) => document._type !== "sanity.imageAsset"), ...assets].map(
    (document) =>
      ({
        _createdAt: now,
        _updatedAt: now,
        _rev: "initial",
        ...(renameReferences(document) as DatasetDocument),
      }) as LakeDocument,
  );
  return { documents, fileByImageName };
}
