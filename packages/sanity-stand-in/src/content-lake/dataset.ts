// The committed dataset as the real Content Lake holds it after `sanity dataset import`: every image is an asset
// named after the SHA-1 of its bytes, `image-<sha1>-<w>x<h>-<ext>` (loadLocalDataset already gives it that id, the
// only form the Studio's image input accepts), with its URL on the image CDN. Documents get the system fields the
// Content Lake always sets.
import { type DatasetDocument, loadLocalDataset, localDatasetFile } from "@casinolupa/content";

export type LakeDocument = DatasetDocument & { _rev: string; _createdAt: string; _updatedAt: string };

export type LakeDataset = {
  documents: LakeDocument[];
  /** The dataset's image file for each `<sha1>-<w>x<h>.<ext>` name the image CDN serves. */
  fileByImageName: Map<string, string>;
};

/** The image CDN's file name for an asset id: `image-<sha1>-<w>x<h>-<ext>` is `<sha1>-<w>x<h>.<ext>`. */
export function imageFileName(assetId: string): string | undefined {
  const match = /^image-([a-f0-9]{40})-(\d+x\d+)-([a-z]+)$/.exec(assetId);
  return match ? `${match[1]}-${match[2]}.${match[3]}` : undefined;
}

export function loadLakeDataset(imageOrigin: string, projectId: string, dataset: string): LakeDataset {
  const fileByImageName = new Map<string, string>();
  const now = new Date().toISOString();
  const documents = loadLocalDataset({ file: localDatasetFile, imageBaseUrl: "" }).map((document) => {
    const name = document._type === "sanity.imageAsset" ? imageFileName(document._id) : undefined;
    const file = document.originalFilename;
    if (name && typeof file === "string") {
      fileByImageName.set(name, file);
      const path = `images/${projectId}/${dataset}/${name}`;
      document = { ...document, path, url: `${imageOrigin}/${path}` };
    }
    return { _createdAt: now, _updatedAt: now, _rev: "initial", ...document } as LakeDocument;
  });
  return { documents, fileByImageName };
}
