// What a page ships, in gzip-compressed body bytes. A real browser (Playwright driving Chromium, mobile viewport)
// loads the page to see which requests it actually makes; each same-origin document, stylesheet and script is
// then fetched again with `Accept-Encoding: gzip` and its body bytes counted as they come off the wire. The
// stylesheets and scripts the HTML references (<link rel=stylesheet|modulepreload>, <script src|data-module>) are
// added too, and any difference between "referenced" and "requested" is reported.
import { request as httpRequest } from "node:http";
import { type Browser, chromium } from "@playwright/test";
import { QUIET_CHROMIUM_ARGS } from "../lib/chromium-args.ts";
import { onCleanup } from "../lib/processes.ts";

type Kind = "html" | "css" | "js" | "other";

export type Resource = {
  url: string;
  kind: Kind;
  /** Body bytes as transferred with `Accept-Encoding: gzip`. */
  gzipBytes: number;
  /** Bytes after decompression. */
  rawBytes: number;
  encoding: string;
  /** Requested by the browser during load, referenced by the HTML, or both. */
  seenBy: "browser" | "html" | "both";
};

export type PageBytes = {
  page: string;
  html: number;
  css: number;
  js: number;
  /** Images, icons and anything else (informational, no budget). */
  other: number;
  /** Uncompressed size of the inline <script> elements in the HTML (already counted in `html`). */
  inlineScriptRawBytes: number;
  requests: number;
  resources: Resource[];
  notes: string[];
};

/** GETs `url` with the given Accept-Encoding and counts the body bytes received (before any decoding). */
export function fetchEncoded(
  url: string,
  acceptEncoding = "gzip",
): Promise<{ status: number; bytes: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { "Accept-Encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          bytes: body.length,
          encoding: String(res.headers["content-encoding"] ?? "identity"),
          body,
        });
      });
      res.on("error", reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`Timed out fetching ${url}`)));
    req.on("error", reject);
    req.end();
  });
}

async function decode(body: Buffer, encoding: string): Promise<Buffer> {
  if (encoding === "identity") return body;
  const { gunzipSync, brotliDecompressSync, inflateSync } = await import("node:zlib");
  if (encoding === "gzip") return gunzipSync(body);
  if (encoding === "br") return brotliDecompressSync(body);
  if (encoding === "deflate") return inflateSync(body);
  throw new Error(`Unknown content-encoding ${encoding}`);
}

function kindOf(resourceType: string, url: string): Kind {
  if (resourceType === "document") return "html";
  if (resourceType === "stylesheet" || url.endsWith(".css")) return "css";
  if (resourceType === "script" || url.endsWith(".js")) return "js";
  return "other";
}

/** Stylesheets and scripts named by the HTML itself. */
function referencedAssets(html: string, base: string): { url: string; kind: Kind }[] {
  const found: { url: string; kind: Kind }[] = [];
  for (const [tag] of html.matchAll(/<(?:link|script)\b[^>]*>/g)) {
    const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
    if (tag.startsWith("<link")) {
      const rel = attr("rel") ?? "";
      const href = attr("href");
      if (!href) continue;
      if (rel === "stylesheet") found.push({ url: new URL(href, base).href, kind: "css" });
      if (rel === "modulepreload" || (rel === "preload" && attr("as") === "script")) {
        found.push({ url: new URL(href, base).href, kind: "js" });
      }
    } else {
      // A module named by the inline loader (`data-module`, decision 013) is as much the page's as a `src`.
      const src = attr("src") ?? attr("data-module");
      if (src) found.push({ url: new URL(src, base).href, kind: "js" });
    }
  }
  return found;
}

function inlineScriptBytes(html: string): number {
  let total = 0;
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(attributes ?? "")) total += Buffer.byteLength(body ?? "");
  }
  return total;
}

export async function measurePageBytes(origin: string, pages: string[], executablePath: string): Promise<PageBytes[]> {
  // Playwright adds its own headless switch, so the --headless=new flag is left out here. Signals are left to
  // the benchmark, which closes this browser together with everything else it started.
  const browser: Browser = await chromium.launch({
    executablePath,
    args: QUIET_CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
  const unregister = onCleanup(() => browser.close());
  try {
    const results: PageBytes[] = [];
    for (const page of pages) results.push(await measureOne(browser, origin, page));
    return results;
  } finally {
    unregister();
    await browser.close();
  }
}

async function measureOne(browser: Browser, origin: string, path: string): Promise<PageBytes> {
  const pageUrl = new URL(path, origin).href;
  // The viewport Lighthouse's mobile emulation uses (moto g power), so responsive images match.
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const requested = new Map<string, Kind>();
  const notes: string[] = [];
  try {
    const tab = await context.newPage();
    tab.on("request", (request) => {
      const url = request.url();
      if (url.startsWith("data:")) return;
      if (!url.startsWith(origin)) {
        notes.push(`third-party request: ${url}`);
        return;
      }
      requested.set(url.split("#")[0] ?? url, kindOf(request.resourceType(), url));
    });
    const response = await tab.goto(pageUrl, { waitUntil: "networkidle" });
    if (!response?.ok()) throw new Error(`${pageUrl} answered ${response?.status()}`);
    // Let late work (hydration, lazy chunks) finish.
    await tab.waitForLoadState("networkidle");
  } finally {
    await context.close();
  }

  const documentResponse = await fetchEncoded(pageUrl);
  const htmlBuffer = await decode(documentResponse.body, documentResponse.encoding);
  const html = htmlBuffer.toString();
  const referenced = referencedAssets(html, pageUrl);

  const all = new Map<string, { kind: Kind; seenBy: Resource["seenBy"] }>();
  for (const [url, kind] of requested) all.set(url, { kind, seenBy: "browser" });
  for (const { url, kind } of referenced) {
    const known = all.get(url);
    if (known) known.seenBy = "both";
    else {
      all.set(url, { kind, seenBy: "html" });
      notes.push(`referenced by the HTML but not requested by the browser: ${new URL(url).pathname}`);
    }
  }
  for (const [url, { kind, seenBy }] of all) {
    if (kind !== "html" && kind !== "other" && seenBy === "browser") {
      notes.push(`requested by the browser but not referenced in the HTML: ${new URL(url).pathname}`);
    }
  }

  const resources: Resource[] = [];
  for (const [url, { kind, seenBy }] of all) {
    const fetched = url === pageUrl ? documentResponse : await fetchEncoded(url);
    if (fetched.status !== 200) notes.push(`${new URL(url).pathname} answered ${fetched.status}`);
    const raw = await decode(fetched.body, fetched.encoding);
    resources.push({ url, kind, gzipBytes: fetched.bytes, rawBytes: raw.length, encoding: fetched.encoding, seenBy });
  }
  if (!resources.some((resource) => resource.url === pageUrl)) {
    resources.unshift({
      url: pageUrl,
      kind: "html",
      gzipBytes: documentResponse.bytes,
      rawBytes: htmlBuffer.length,
      encoding: documentResponse.encoding,
      seenBy: "html",
    });
  }
  const sum = (kind: Kind) =>
    resources.filter((resource) => resource.kind === kind).reduce((total, resource) => total + resource.gzipBytes, 0);
  return {
    page: path,
    html: sum("html"),
    css: sum("css"),
    js: sum("js"),
    other: sum("other"),
    inlineScriptRawBytes: inlineScriptBytes(html),
    requests: requested.size,
    resources,
    notes,
  };
}
