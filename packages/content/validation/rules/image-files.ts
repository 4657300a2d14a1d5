// Images: every image points to a file in dataset/images.
import type { Dataset, Finding } from "../dataset.ts";
import { describe, eachDocument, isObject } from "../helpers.ts";

const ASSET_SOURCE = /^image@file:\/\/\.\/images\/([^/]+)$/;

export function imageFiles(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value) || !("_sanityAsset" in value)) continue;
      const source = value._sanityAsset;
      const file = typeof source === "string" ? ASSET_SOURCE.exec(source)?.[1] : undefined;
      if (!file) {
        findings.push({
          documentId,
          path: `${path}._sanityAsset`,
          message: `expected "image@file://./images/<file>", found ${describe(source)}`,
        });
      } else if (!dataset.imageFiles.has(file)) {
        findings.push({ documentId, path: `${path}._sanityAsset`, message: `images/${file} does not exist` });
      }
    }
    return findings;
  });
}
