import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { pageAnswer } from "./page-answer.server";
import { createPageCache } from "./page-cache.server";
import { chooseEncoding, uncompressed } from "./page-encoding.server";
import { pageKey } from "./page-key.server";

const html = (text: string) =>
  new Response(`<!doctype html><html><body><p>${text}</p></body></html>`, {
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

/** A clock the test moves by hand. */
function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const noJitter = { random: () => 0 };
const noBodies = { br: Buffer.alloc(0), gzip: gzipSync("") };

describe("page cache key", () => {
  const comparison = ["pago", "servicio", "deposito", "orden", "comparar"];

  test("utm_* and parameters the page does not read map to the page itself", () => {
    const plain = pageKey(new URL("http://x/comparacion"), comparison);
    expect(pageKey(new URL("http://x/comparacion?utm_source=news&utm_medium=mail"), comparison)).toEqual(plain);
    expect(pageKey(new URL("http://x/comparacion?x=1&fbclid=abc"), comparison)).toEqual(plain);
    expect(plain).toEqual({ key: "/comparacion", renderPath: "/comparacion" });
  });

  test("the page's own parameters are kept, keyed in canonical order whatever order they came in", () => {
    const a = pageKey(new URL("http://x/comparacion?pago=bizum&orden=deposito&utm_source=a"), comparison);
    const b = pageKey(new URL("http://x/comparacion?orden=deposito&x=2&pago=bizum"), comparison);
    expect(a.key).toBe("/comparacion?orden=deposito&pago=bizum");
    expect(b.key).toBe(a.key);
    // The render sees the page's parameters as sent, so the page can still redirect to its own canonical URL.
    expect(a.renderPath).toBe("/comparacion?pago=bizum&orden=deposito");
  });

  test("repeated values keep their order (compared casinos are shown in the order chosen)", () => {
    const key = pageKey(new URL("http://x/comparacion?comparar=b&comparar=a"), comparison).key;
    expect(key).toBe("/comparacion?comparar=b&comparar=a");
  });

  test("escaped letters in the path are the same page; an escaped slash stays escaped", () => {
    expect(pageKey(new URL("http://x/b%65t%33%36%35"), []).key).toBe("/bet365");
    expect(pageKey(new URL("http://x/a%2Fb"), []).key).toBe("/a%2Fb");
  });
});

describe("page cache", () => {
  test("50 concurrent misses for one page make one render", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html("bet365");
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.fill("/bet365", render)));
    expect(renders).toBe(1);
    expect(results.filter((result) => "page" in result && !result.shared)).toHaveLength(1);
    expect(results.filter((result) => "page" in result && result.shared)).toHaveLength(49);
    expect(cache.get("/bet365")?.state).toBe("fresh");
  });

  test("a response that may not be cached goes to its own request; the others render for themselves", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Response(null, { status: 302, headers: { Location: "/", "Content-Type": "text/html" } });
    };
    const results = await Promise.all(Array.from({ length: 3 }, () => cache.fill("/nope", render)));
    expect(results.every((result) => "response" in result && result.response.status === 302)).toBe(true);
    expect(renders).toBe(3);
    expect(cache.get("/nope")).toBeUndefined();
  });

  test("a 404 page is kept like any page, so an unknown path asked for again costs no render", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const render = async () =>
      new Response("<h1>Página no encontrada</h1>", { status: 404, headers: { "Content-Type": "text/html" } });
    const results = await Promise.all(Array.from({ length: 3 }, () => cache.fill("/wp-login.php", render)));
    expect(results.filter((result) => "page" in result && result.shared)).toHaveLength(2);
    expect(cache.get("/wp-login.php")?.page.status).toBe(404);
  });

  test("an entry that must hold one status takes no other", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const filled = await cache.fill("404", async () => html("una página"), undefined, { status: 404 });
    expect("response" in filled && filled.response.status).toBe(200);
    expect(cache.get("404")).toBeUndefined();
  });

  test("holds pages within its byte budget, dropping the least recently used", async () => {
    // Random text compresses little: each entry counts for about 60 kB (brotli and gzip, 30 kB each).
    const body = (n: number) => `${n}${randomBytes(30_000).toString("base64")}`;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 600_000 });
    for (let n = 0; n < 20; n += 1) {
      await cache.fill(`/p${n}`, async () => html(body(n)));
      cache.get("/p0"); // keeps /p0 in use
    }
    expect(cache.bytes).toBeLessThanOrEqual(600_000);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get("/p0")).toBeDefined();
    expect(cache.get("/p1")).toBeUndefined();
    expect(cache.get("/p19")).toBeDefined();
  });

  test("a render's slot is held until its page is stored, compression included", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let storedWhenReleased: boolean | undefined;
    await cache.fill(
      "/bet365",
      async () => html("bet365 ".repeat(5_000)),
      async (work) => {
        const result = await work();
        storedWhenReleased = cache.get("/bet365") !== undefined;
        return result;
      },
    );
    expect(storedWhenReleased).toBe(true);
  });

  test("what a page counts against the budget is the memory its bodies hold", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const filled = await cache.fill("/", async () => html("hola ".repeat(2_000)));
    if (!("page" in filled)) throw new Error("not cached");
    const held = Object.values(filled.page.bodies).reduce((sum, body) => sum + body.buffer.byteLength, 0);
    expect(held).toBeLessThanOrEqual(cache.bytes);
  });

  test("an expired page is served stale while one background render replaces it", async () => {
    const time = clock();
    const cache = createPageCache({ ttlMs: 1_000, maxBytes: 10_000_000, now: time.now, ...noJitter });
    await cache.fill("/", async () => html("old"));
    time.advance(1_500);
    const stale = cache.get("/");
    expect(stale?.state).toBe("stale");
    let renders = 0;
    let finish: () => void = () => {};
    const rendered = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const render = async () => {
      renders += 1;
      await rendered;
      return html("new");
    };
    cache.refresh("/", render);
    cache.refresh("/", render);
    expect(uncompressed(cache.get("/")?.page.bodies ?? noBodies).toString()).toContain("old");
    finish();
    // The new page is compressed off the event loop; the refresh is done when no render of "/" is under way.
    await vi.waitFor(() => expect(cache.rendering("/")).toBe(false), { timeout: 5_000 });
    expect(renders).toBe(1);
    const fresh = cache.get("/");
    expect(fresh?.state).toBe("fresh");
    expect(uncompressed(fresh?.page.bodies ?? noBodies).toString()).toContain("new");
  });

  test("a page never outlives the content revision it was rendered from", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    await cache.fill("/", async () => html("before the publish"));
    cache.invalidate();
    expect(cache.get("/")).toBeUndefined();

    // A render that started before a publish is answered to its request, but not kept.
    let finish: () => void = () => {};
    const slow = cache.fill("/bet365", () => new Promise<Response>((resolve) => (finish = () => resolve(html("old")))));
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate();
    finish();
    const result = await slow;
    expect("page" in result).toBe(true);
    expect(cache.get("/bet365")).toBeUndefined();
  });

  test("expiry times are spread by the jitter, never past the TTL", async () => {
    const time = clock();
    let draw = 0;
    const draws = [0, 0.5, 1];
    const cache = createPageCache({
      ttlMs: 10_000,
      maxBytes: 10_000_000,
      jitter: 0.2,
      now: time.now,
      random: () => draws[draw++] ?? 0,
    });
    for (const path of ["/a", "/b", "/c"]) await cache.fill(path, async () => html(path));
    const lifetimes = ["/a", "/b", "/c"].map((path) => (cache.get(path)?.page.freshUntil ?? 0) - time.now());
    expect(lifetimes).toEqual([10_000, 9_000, 8_000]);
  });
});

describe("answers from the page cache", () => {
  async function cachedPage() {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const filled = await cache.fill("/", async () => html("hola ".repeat(500)));
    if (!("page" in filled)) throw new Error("not cached");
    return filled.page;
  }

  test("each encoding has its own ETag, and a 304 only for the ETag of the encoding asked for", async () => {
    const page = await cachedPage();
    const br = pageAnswer(page, { method: "GET", acceptEncoding: "gzip, br" });
    const gzip = pageAnswer(page, { method: "GET", acceptEncoding: "gzip" });
    const identity = pageAnswer(page, { method: "GET", acceptEncoding: null });
    const etag = (answer: typeof br) => new Headers(answer.headers).get("etag");
    expect(new Set([etag(br), etag(gzip), etag(identity)]).size).toBe(3);
    expect(brotliDecompressSync(br.body ?? Buffer.alloc(0)).toString()).toBe(identity.body?.toString());
    expect(gunzipSync(gzip.body ?? Buffer.alloc(0)).toString()).toBe(identity.body?.toString());

    expect(pageAnswer(page, { method: "GET", acceptEncoding: "br", ifNoneMatch: etag(br) }).status).toBe(304);
    // A gzip client revalidating with the brotli body's ETag gets the gzip body, not a 304.
    const crossed = pageAnswer(page, { method: "GET", acceptEncoding: "gzip", ifNoneMatch: etag(br) });
    expect(crossed.status).toBe(200);
    expect(crossed.encoding).toBe("gzip");
  });

  test("a client that takes no compression gets the page as rendered, with its length", async () => {
    const page = await cachedPage();
    const identity = pageAnswer(page, { method: "GET", acceptEncoding: "identity" });
    expect(identity.body?.toString()).toBe(`<!doctype html><html><body><p>${"hola ".repeat(500)}</p></body></html>`);
    expect(new Headers(identity.headers).get("content-length")).toBe(String(identity.body?.length));
    expect(new Headers(identity.headers).has("content-encoding")).toBe(false);
  });

  test("q=0 refuses an encoding", () => {
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0")).toBe("identity");
    expect(chooseEncoding("br;q=0, gzip;q=0, identity")).toBe("identity");
    expect(chooseEncoding("*;q=0, identity;q=0")).toBe("identity");
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip;q=1, br;q=0.5")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
  });
});
