// A local stand-in for Sanity's Content Lake, for tests: it serves the committed dataset the way Sanity's APIs
// do, so that both the site (its server-side client, over HTTP/1.1 at `origin`) and the built Studio (in
// Chromium, over HTTP/2 and TLS at `studioPort`, under Sanity's own host names) can run against it. It answers
// GROQ queries (groq-js, with perspectives), documents by id, listeners (Server-Sent Events), the Actions and
// mutation APIs (Sanity's mutator), the Live Content API's event stream (a welcome, no tags), documents on dotted
// paths (drafts, preview secrets) only to requests with a token, the account and project calls the Studio makes,
// image uploads (the assets API) and the image CDN, for the committed images and the uploaded ones, the History
// API (revisions, transactions, events) and the releases of scheduled drafts, published on time by its clock;
// after a publish it delivers the signed webhook, when one is configured. The parts are in ./content-lake/.
import { createServer, type Server } from "node:http";
import { createSecureServer, type Http2SecureServer } from "node:http2";
import type { AddressInfo } from "node:net";
import { type LakeDocument, loadLakeDataset } from "./content-lake/dataset.ts";
import { handle, type LakeState } from "./content-lake/handler.ts";
import type { LakeResponse } from "./content-lake/http.ts";
import { EDITOR } from "./content-lake/project.ts";
import { publishDue } from "./content-lake/releases.ts";
import { DocumentStore } from "./content-lake/store.ts";
import { selfSignedCertificate } from "./content-lake/tls.ts";
import { deliverWebhooks, type WebhookTarget } from "./content-lake/webhook.ts";

export type { LakeDocument, WebhookTarget };

/** The host names the browser must send to `studioPort` (Chromium's --host-resolver-rules). */
export const SANITY_HOSTS = ["api.sanity.io", "*.api.sanity.io", "*.apicdn.sanity.io", "cdn.sanity.io"];

export type ContentLake = {
  /** e.g. http://127.0.0.1:43123: pass it as the client's `apiHost` and image origin. */
  origin: string;
  /** With `studio: true`: the HTTPS (HTTP/2) port that answers for Sanity's host names. */
  studioPort?: number;
  /** With `studio: true`: the PEM certificate `studioPort` presents, for a Node client to trust (NODE_EXTRA_CA_CERTS). */
  certificate?: string;
  projectId: string;
  dataset: string;
  /** How many query requests it has answered. */
  queries: number;
  /** One line per request and webhook delivery, oldest first. */
  readonly requestLog: string[];
  /** A document as stored (`drafts.<id>` for a draft), or null. */
  get(id: string): LakeDocument | null;
  /** Replace fields of one published document, as a publish in the Studio would. */
  publish(id: string, fields: Record<string, unknown>): void;
  /**
   * An editor's «Publicar» in the Studio, at `at` (now by default): a draft of the document with `fields`, then its
   * publish, two transactions the history lists as the Studio's own.
   */
  publishFromDraft(id: string, fields: Record<string, unknown>, at?: Date): void;
  /** Write a draft of a document (`drafts.<id>`), as an editor typing in the Studio does. */
  saveDraft(id: string, document: Record<string, unknown>): void;
  /** Make a document look last written `seconds` ago (an expired preview secret, say). */
  age(id: string, seconds: number): void;
  /** Where to deliver the publish webhook from now on (undefined: nowhere). */
  sendWebhooksTo(target: WebhookTarget | undefined): void;
  /**
   * Publishes every scheduled release (a «Programar publicación») whose time is not after `now`, as the Content
   * Lake's scheduler does at that time; returns how many. The stand-in's own clock runs it every second.
   */
  publishScheduled(now?: Date): number;
  /** Back to the committed dataset, in one transaction that listeners and the webhook see like any write. */
  reset(): void;
  close(): Promise<void>;
};

export type ContentLakeOptions = { projectId?: string; dataset?: string; port?: number; studio?: boolean };

function listen(server: Server | Http2SecureServer, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve((server.address() as AddressInfo).port));
  });
}

export async function startContentLake({
  projectId = "testproject",
  dataset = "production",
  port = 0,
  studio = false,
}: ContentLakeOptions = {}): Promise<ContentLake> {
  const requestLog: string[] = [];
  const log = (line: string) => requestLog.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  const state: LakeState = {
    projectId,
    dataset,
    store: new DocumentStore([]),
    fileByImageName: new Map(),
    imageOrigin: "",
    uploads: new Map(),
    queries: 0,
    log,
  };
  const http1 = createServer((request, response) => void handle(state, request, response));
  const origin = `http://127.0.0.1:${await listen(http1, port)}`;

  let http2: Http2SecureServer | undefined;
  let studioPort: number | undefined;
  let certificate: { key: string; cert: string } | undefined;
  if (studio) {
    // The browser speaks HTTP/2 only over TLS; `allowHTTP1` keeps plain HTTPS clients working too.
    certificate = selfSignedCertificate(SANITY_HOSTS);
    http2 = createSecureServer({ ...certificate, allowHTTP1: true }, (request, response) => {
      // HTTP/2's compatibility API has the same calls as HTTP/1.1's, with other overloads of end().
      void handle(state, request, response as unknown as LakeResponse);
    });
    studioPort = await listen(http2, 0);
  }

  // The Studio loads images from the CDN host; the site is told to use `origin` as its image origin.
  const imageOrigin = studio ? "https://cdn.sanity.io" : origin;
  state.imageOrigin = imageOrigin;
  const { documents, fileByImageName } = loadLakeDataset(imageOrigin, projectId, dataset);
  state.store = new DocumentStore(documents);
  state.fileByImageName = fileByImageName;

  let webhook: WebhookTarget | undefined;
  deliverWebhooks(state.store, { projectId, dataset }, () => webhook, log);

  // The scheduler: a scheduled release is published within a second of its time.
  const scheduler = setInterval(() => publishDue(state.store, new Date()), 1000);
  scheduler.unref();

  const closeServer = (server: Server | Http2SecureServer | undefined) =>
    new Promise<void>((resolve) => {
      if (!server?.listening) return resolve();
      server.close(() => resolve());
      // Listeners (event streams) never end by themselves.
      if ("closeAllConnections" in server) server.closeAllConnections();
    });

  const lake: ContentLake = {
    origin,
    studioPort,
    certificate: certificate?.cert,
    projectId,
    dataset,
    get queries() {
      return state.queries;
    },
    set queries(value) {
      state.queries = value;
    },
    requestLog,
    get: (id) => state.store.get(id),
    publish(id, fields) {
      if (!state.store.get(id)) throw new Error(`No document ${id}`);
      state.store.commit([{ patch: { id, set: fields } }]);
    },
    publishFromDraft(id, fields, at = new Date()) {
      const published = state.store.get(id);
      if (!published) throw new Error(`No document ${id}`);
      const { _rev, _createdAt, _updatedAt, ...content } = published;
      const written = { ...content, ...fields } as LakeDocument;
      const options = { timestamp: at.toISOString(), identity: EDITOR.id };
      state.store.commit([{ createOrReplace: { ...written, _id: `drafts.${id}` } }], options);
      state.store.commit([{ createOrReplace: { ...written, _id: id } }, { delete: { id: `drafts.${id}` } }], options);
    },
    saveDraft(id, document) {
      const published = state.store.get(id);
      state.store.commit([{ createOrReplace: { ...published, ...document, _id: `drafts.${id}` } as LakeDocument }]);
    },
    age(id, seconds) {
      const document = state.store.get(id);
      if (!document) throw new Error(`No document ${id}`);
      // The stored object itself: a write would stamp it with the time now.
      Object.assign(document, { _updatedAt: new Date(Date.now() - seconds * 1000).toISOString() });
    },
    publishScheduled: (now = new Date()) => publishDue(state.store, now).length,
    sendWebhooksTo(target) {
      webhook = target;
    },
    reset() {
      const { documents } = loadLakeDataset(imageOrigin, projectId, dataset);
      state.store.restore(documents);
    },
    close: async () => {
      clearInterval(scheduler);
      await Promise.all([closeServer(http1), closeServer(http2)]);
    },
  };
  return lake;
}
