// Image uploads, as Sanity's assets API takes them (https://www.sanity.io/docs/http-api-assets):
// `POST /v<date>/assets/images/<dataset>?filename=logo.png` with the file's raw bytes as the body. The Content Lake
// names the asset after the SHA-1 of the bytes, so uploading the same file twice gives the same asset; it answers
// `{ document: <the sanity.imageAsset> }` and serves the file on the image CDN at its `path`.
import { createHash, randomUUID } from "node:crypto";
import { imageAssetId, imageDimensions } from "@casinolupa/content";
import { imageFileName, type LakeDocument } from "./dataset.ts";
import { type LakeRequest, type LakeResponse, sendJson } from "./http.ts";
import type { DocumentStore } from "./store.ts";

/** An uploaded file as the image CDN serves it. */
export type UploadedImage = { body: Buffer; contentType: string };

type ImageKind = { extension: string; mimeType: string };

/** The image types the stand-in reads the size of, recognised by their first bytes as Sanity does (not by name). */
function sniff(bytes: Buffer): ImageKind | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { extension: "png", mimeType: "image/png" };
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return { extension: "jpg", mimeType: "image/jpeg" };
  if (/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(bytes.subarray(0, 2048).toString("utf8")))
    return { extension: "svg", mimeType: "image/svg+xml" };
  return undefined;
}

async function readBody(request: LakeRequest): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

export async function answerImageUpload(
  request: LakeRequest,
  response: LakeResponse,
  url: URL,
  lake: {
    projectId: string;
    dataset: string;
    imageOrigin: string;
    store: DocumentStore;
    uploads: Map<string, UploadedImage>;
  },
) {
  const bytes = await readBody(request);
  const kind = sniff(bytes);
  let size: { width: number; height: number } | undefined;
  try {
    size = kind ? imageDimensions(bytes, kind.extension) : undefined;
  } catch {
    size = undefined;
  }
  if (!kind || !size) {
    // Sanity's answer to a file it cannot read as an image.
    return sendJson(request, response, 400, {
      error: "Bad Request",
      message: "Invalid image, could not read metadata",
      statusCode: 400,
    });
  }
  const sha1 = createHash("sha1").update(bytes).digest("hex");
  const id = imageAssetId(sha1, size.width, size.height, kind.extension);
  const name = imageFileName(id) ?? "";
  const path = `images/${lake.projectId}/${lake.dataset}/${name}`;
  lake.uploads.set(name, { body: bytes, contentType: kind.mimeType });
  const existing = lake.store.get(id);
  if (!existing) {
    const filename = url.searchParams.get("filename");
    const asset = {
      _id: id,
      _type: "sanity.imageAsset",
      assetId: sha1,
      sha1hash: sha1,
      extension: kind.extension,
      mimeType: kind.mimeType,
      size: bytes.length,
      path,
      url: `${lake.imageOrigin}/${path}`,
      uploadId: randomUUID().replaceAll("-", ""),
      ...(filename ? { originalFilename: filename } : {}),
      metadata: {
        _type: "sanity.imageMetadata",
        dimensions: {
          _type: "sanity.imageDimensions",
          width: size.width,
          height: size.height,
          aspectRatio: size.width / size.height,
        },
        hasAlpha: kind.extension !== "jpg",
        isOpaque: kind.extension === "jpg",
      },
    } as unknown as LakeDocument;
    lake.store.commit([{ createIfNotExists: asset }]);
  }
  sendJson(request, response, 200, { document: lake.store.get(id) });
}
