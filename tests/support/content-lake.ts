// A local stand-in for the Sanity Content Lake's query API, for tests: it answers
// `GET /v<version>/data/query/<dataset>?query=…&$param=…` (and the POST form) with `{ result }`, evaluating
// GROQ with groq-js over a copy of the committed dataset that a test can change, and serves the images the way
// Sanity's image CDN names them.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { type DatasetDocument, loadLocalDataset, localDatasetFile, localImagesFolder } from "@casinolupa/content";
import { evaluate, parse } from "groq-js";

export type ContentLake = {
  /** e.g. http://127.0.0.1:43123: pass it as the client's `apiHost` and image origin. */
  origin: string;
  projectId: string;
  dataset: string;
  /** The documents the lake serves; tests may edit them. */
  documents: DatasetDocument[];
  /** How many query requests it has answered. */
  queries: number;
  /** Replace fields of one document, as a publish in the Studio would. */
  publish(id: string, fields: Record<string, unknown>): void;
  close(): Promise<void>;
};

/** The dataset's image file for each hash the stand-in names its images after. */
const fileByHash = new Map<string, string>();

export async function startContentLake({
  projectId = "testproject",
  dataset = "production",
} = {}): Promise<ContentLake> {
  let server: Server | undefined;
  const lake: ContentLake = {
    origin: "",
    projectId,
    dataset,
    documents: [],
    queries: 0,
    publish(id, fields) {
      const document = lake.documents.find((candidate) => candidate._id === id);
      if (!document) throw new Error(`No document ${id}`);
      Object.assign(document, fields, { _updatedAt: new Date().toISOString() });
    },
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };

  server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    const imagePrefix = `/images/${projectId}/${dataset}/`;
    if (url.pathname.startsWith(imagePrefix)) {
      // Sanity's name for an image, `<hash>-<width>x<height>.<ext>`, back to the dataset's file name.
      const file = fileByHash.get(url.pathname.slice(imagePrefix.length).split("-")[0] ?? "") ?? "";
      try {
        const body = await readFile(join(localImagesFolder, file));
        response.writeHead(200, { "Content-Type": file.endsWith(".svg") ? "image/svg+xml" : "image/jpeg" });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
      return;
    }
    if (!new RegExp(`^/v[^/]+/data/query/${dataset}$`).test(url.pathname)) {
      response.writeHead(404, { "Content-Type": "application/json" }).end('{"error":"Not found"}');
      return;
    }
    let query = url.searchParams.get("query") ?? "";
    const params: Record<string, unknown> = {};
    for (const [key, value] of url.searchParams) if (key.startsWith("$")) params[key.slice(1)] = JSON.parse(value);
    if (request.method === "POST") {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { query: string; params?: object };
      query = body.query;
      Object.assign(params, body.params);
    }
    lake.queries += 1;
    try {
      const result = await (await evaluate(parse(query, { params }), { dataset: lake.documents, params })).get();
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ query, result, ms: 1 }));
    } catch (error) {
      response.writeHead(400, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { description: String(error) } }));
    }
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  lake.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Image URLs as the real Content Lake gives them: on the image CDN, under the project and dataset.
  // Assets as the real Content Lake has them: named after a hash of the file, `<hash>-<w>x<h>.<ext>`, on the
  // image CDN under the project and dataset.
  lake.documents = loadLocalDataset({ file: localDatasetFile, imageBaseUrl: "" }).map((document) => {
    const asset = /^image-(.+)-(\d+x\d+)-([a-z]+)$/.exec(document._id);
    const file = document.originalFilename;
    if (document._type !== "sanity.imageAsset" || !asset || typeof file !== "string") return document;
    const hash = createHash("sha1").update(file).digest("hex");
    fileByHash.set(hash, file);
    const name = `${hash}-${asset[2]}.${asset[3]}`;
    return { ...document, url: `${lake.origin}/images/${projectId}/${dataset}/${name}` };
  });
  return lake;
}
