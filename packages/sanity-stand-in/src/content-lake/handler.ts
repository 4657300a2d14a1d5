// Routes a request to the stand-in Content Lake's answers, and logs each one (method, host, path, status,
// time) so that a failing test can print what the Studio and the site asked for.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { localImagesFolder } from "@casinolupa/content";
import { answerActions, answerMutate } from "./actions.ts";
import { answerImageUpload, type UploadedImage } from "./assets.ts";
import { answerHistory } from "./history.ts";
import { corsHeaders, type LakeRequest, type LakeResponse, queryParams, readJson, sendJson } from "./http.ts";
import { openListener, openLiveEvents } from "./listen.ts";
import { answerProjectRequest } from "./project.ts";
import { documentsIn, runQuery, toPerspective } from "./query.ts";
import { sourceMapOf } from "./source-map.ts";
import type { DocumentStore } from "./store.ts";

export type LakeState = {
  projectId: string;
  dataset: string;
  store: DocumentStore;
  fileByImageName: Map<string, string>;
  /** The image CDN's origin in asset URLs (https://cdn.sanity.io for the Studio, else the stand-in's own). */
  imageOrigin: string;
  /** Files uploaded through the assets API, by their name on the image CDN. */
  uploads: Map<string, UploadedImage>;
  queries: number;
  log: (line: string) => void;
};

export async function handle(state: LakeState, request: LakeRequest, response: LakeResponse) {
  const started = performance.now();
  const host = request.headers.host ?? request.headers[":authority"] ?? "";
  const url = new URL(request.url ?? "/", "http://lake");
  const writeHead = response.writeHead.bind(response);
  response.writeHead = (status, headers) => {
    const elapsed = Math.round(performance.now() - started);
    state.log(
      `HTTP/${request.httpVersion ?? "?"} ${request.method} ${host}${url.pathname}${url.search.slice(0, 120)} -> ${status} in ${elapsed} ms`,
    );
    return writeHead(status, headers);
  };
  try {
    await route(state, request, response, url);
  } catch (error) {
    sendJson(request, response, 500, { error: { description: String(error) } });
  }
}

async function route(state: LakeState, request: LakeRequest, response: LakeResponse, url: URL) {
  const { dataset, store } = state;
  if (request.method === "OPTIONS") {
    response.writeHead(204, corsHeaders(request));
    return response.end();
  }
  const imagePrefix = `/images/${state.projectId}/${dataset}/`;
  if (url.pathname.startsWith(imagePrefix))
    return answerImage(request, response, state, url.pathname.slice(imagePrefix.length));

  const apiVersion = /^\/v(\d{4}-\d{2}-\d{2}|\d+)\//.exec(url.pathname)?.[1] ?? "1";
  const path = url.pathname.replace(/^\/v[^/]+/, "");
  if (answerProjectRequest(request, response, path, state)) return;

  // As on Sanity's public datasets, documents on a dotted path (drafts, versions, the Studio's preview secrets)
  // are read only with a token.
  const authorized = /^Bearer \S+/.test(String(request.headers.authorization ?? ""));
  const readable = (id: string) => authorized || !id.includes(".");
  if (path === `/data/query/${dataset}`) {
    const body =
      request.method === "POST"
        ? await readJson<{ query?: string; params?: object; perspective?: unknown }>(request)
        : {};
    const query = body.query ?? url.searchParams.get("query") ?? "";
    const params = { ...queryParams(url), ...body.params };
    const perspective = toPerspective(body.perspective ?? url.searchParams.get("perspective"), apiVersion);
    state.queries += 1;
    try {
      const documents = store.documents.filter((document) => readable(document._id));
      const result = await runQuery(documents, query, params, perspective);
      // `true`, or `withKeyArraySelector` (what @sanity/client asks for when it stega-encodes).
      const sourceMap = url.searchParams.get("resultSourceMap");
      if (!sourceMap || sourceMap === "false") return sendJson(request, response, 200, { query, result, ms: 1 });
      const withKeys = sourceMap === "withKeyArraySelector";
      const resultSourceMap = sourceMapOf(result, documentsIn(documents, perspective), withKeys);
      return sendJson(request, response, 200, { query, result, resultSourceMap, ms: 1 });
    } catch (error) {
      state.log(`query failed: ${String(error)}: ${query}`);
      return sendJson(request, response, 400, { error: { description: String(error), query } });
    }
  }
  if (path.startsWith(`/data/doc/${dataset}/`)) {
    const ids = decodeURIComponent(path.slice(`/data/doc/${dataset}/`.length)).split(",");
    const found = (id: string) => (readable(id) ? store.get(id) : null);
    const documents = ids.map(found).filter((document) => document !== null);
    const omitted = ids.filter((id) => !found(id)).map((id) => ({ id, reason: "existence" }));
    return sendJson(request, response, 200, { documents, omitted });
  }
  if (path === `/assets/images/${dataset}` && request.method === "POST")
    return answerImageUpload(request, response, url, { ...state, dataset });
  if (path === `/data/listen/${dataset}`) return openListener(request, response, url, store, state.log);
  if (path === `/data/live/events/${dataset}`) return openLiveEvents(request, response);
  if (path === `/data/actions/${dataset}` && request.method === "POST")
    return answerActions(request, response, store, state.log);
  if (path === `/data/mutate/${dataset}` && request.method === "POST")
    return answerMutate(request, response, url, store);
  const historyPrefix = `/data/history/${dataset}/`;
  if (
    path.startsWith(historyPrefix) &&
    answerHistory(request, response, store, path.slice(historyPrefix.length), url.searchParams)
  )
    return;
  // Everything else the Studio tries (presence, journeys…) is optional: it carries on without it.
  sendJson(request, response, 404, { error: "Not found" });
}

async function answerImage(request: LakeRequest, response: LakeResponse, state: LakeState, name: string) {
  const uploaded = state.uploads.get(name);
  if (uploaded) {
    response.writeHead(200, { ...corsHeaders(request), "Content-Type": uploaded.contentType });
    return response.end(uploaded.body);
  }
  const file = state.fileByImageName.get(name);
  const body = file ? await readFile(join(localImagesFolder, file)).catch(() => undefined) : undefined;
  if (!file || !body) return sendJson(request, response, 404, { error: "Not found" });
  response.writeHead(200, {
    ...corsHeaders(request),
    "Content-Type": file.endsWith(".svg") ? "image/svg+xml" : file.endsWith(".png") ? "image/png" : "image/jpeg",
  });
  response.end(body);
}
