import { randomBytes } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, test, vi } from "vitest";
import { type CachedPage, chooseEncoding, createPageCache, type Fill, type Hold, pageAnswer } from "./page-cache";

const html = (text: string, status = 200) =>
  new Response(`<!doctype html><html><body><p>${text}</p></body></html>`, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8" },
  });

const unlimited: Hold = (work) => work();
const fill = (render: () => Promise<Response>, extra: Partial<Fill> = {}): Fill => ({
  render,
  hold: unlimited,
  holdInBackground: unlimited,
  ...extra,
});
const textOf = (page: CachedPage | undefined) => (page ? brotliDecompressSync(page.br).toString() : "");

describe("page cache", () => {
  test("50 concurrent misses for one page make one render, and every request gets the page", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html("bet365");
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.page("/bet365", fill(render))));
    expect(renders).toBe(1);
    expect(results.map((result) => result.status).sort()).toEqual(["miss", ...Array(49).fill("shared")]);
    expect(new Set(results.map((result) => textOf(result.page)))).toEqual(new Set([textOf(results[0]?.page)]));
    expect((await cache.page("/bet365", fill(render))).status).toBe("hit");
  });

  test("a flood of searches never evicts the pages people read", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 200_000 });
    const noisy = (text: string) => html(`${text} ${randomBytes(4_000).toString("hex")}`);
    await cache.page(
      "/comparacion",
      fill(async () => noisy("comparación")),
    );
    for (let n = 0; n < 100; n++)
      await cache.page(
        `/search?q=${n}`,
        fill(async () => noisy(`búsqueda ${n}`)),
      );
    expect(
      (
        await cache.page(
          "/comparacion",
          fill(async () => noisy("otra vez")),
        )
      ).status,
    ).toBe("hit");
    expect(
      (
        await cache.page(
          "/search?q=0",
          fill(async () => noisy("otra vez")),
        )
      ).status,
    ).toBe("miss");
  });

  test("an answer that may not be kept goes to the request that rendered it, and is not stored", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let renders = 0;
    const render = async () => {
      renders += 1;
      return new Response(null, { status: 302, headers: { Location: "/" } });
    };
    for (let visit = 0; visit < 2; visit += 1) {
      const redirect = fill(render);
      expect((await cache.page("/comparacion?pagina=x", redirect)).page).toBeUndefined();
      expect(redirect.passed?.status).toBe(302);
    }
    expect(renders).toBe(2);
  });

  test("an entry that must hold one status takes no other", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const notFound = fill(async () => html("una página"), { status: 404 });
    expect((await cache.page("404", notFound)).page).toBeUndefined();
    expect(notFound.passed?.status).toBe(200);
  });

  test("a page's compressed body holds only its own bytes, so the byte budget is what the cache keeps alive", async () => {
    // A small page compresses to a few hundred bytes: a copy in Node's shared 8 KiB pool would keep the whole
    // pool slab alive, uncounted (a soak's memory grew to over 500 MB with a 16 MB budget).
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    for (const text of ["ruleta", randomBytes(40_000).toString("base64")]) {
      const { page } = await cache.page(
        `/search?q=${text.slice(0, 10)}`,
        fill(async () => html(text)),
      );
      expect(page?.br.buffer.byteLength).toBe(page?.br.length);
    }
  });

  test("holds pages within its byte budget, dropping the least recently used", async () => {
    // Random text compresses little: each entry counts for about 60 kB (its brotli body).
    const body = (n: number) => `${n}${randomBytes(45_000).toString("base64")}`;
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 600_000 });
    for (let n = 0; n < 20; n += 1) {
      await cache.page(
        `/p${n}`,
        fill(async () => html(body(n))),
      );
      await cache.page(
        "/p0",
        fill(async () => html("again")),
      ); // keeps /p0 in use
    }
    expect(cache.size().bytes).toBeLessThanOrEqual(600_000);
    expect(cache.size().entries).toBeLessThan(20);
    expect(
      (
        await cache.page(
          "/p0",
          fill(async () => html("again")),
        )
      ).status,
    ).toBe("hit");
    expect(
      (
        await cache.page(
          "/p1",
          fill(async () => html("again")),
        )
      ).status,
    ).toBe("miss");
  });

  test("an expired page is served stale while one background render replaces it", async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 1_000, maxBytes: 10_000_000, now: () => time });
    await cache.page(
      "/",
      fill(async () => html("old")),
    );
    time += 1_500;
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
    const first = await cache.page("/", fill(render));
    const second = await cache.page("/", fill(render));
    expect([first.status, second.status]).toEqual(["stale", "stale"]);
    expect(textOf(second.page)).toContain("old");
    // Stale from its age, not from a publish: a CDN may keep it as long as a fresh one.
    expect([first.outdated, second.outdated]).toEqual([false, false]);
    finish();
    await vi.waitFor(async () => expect((await cache.page("/", fill(render))).status).toBe("hit"));
    expect(renders).toBe(1);
    expect(textOf((await cache.page("/", fill(render))).page)).toContain("new");
  });

  test("a stale page is not served past the stale window: it is rendered again", async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 1_000, staleMs: 5_000, maxBytes: 10_000_000, now: () => time });
    await cache.page(
      "/",
      fill(async () => html("old")),
    );
    time += 7_000;
    const result = await cache.page(
      "/",
      fill(async () => html("new")),
    );
    expect(result.status).toBe("miss");
    expect(textOf(result.page)).toContain("new");
  });

  test("a refused background render leaves the stale page in place", async () => {
    let time = 1_000;
    const cache = createPageCache({ ttlMs: 1_000, maxBytes: 10_000_000, now: () => time });
    await cache.page(
      "/",
      fill(async () => html("old")),
    );
    time += 1_500;
    const refuse: Hold = async () => {
      throw new Error("busy");
    };
    const refused = await cache.page(
      "/",
      fill(async () => html("new"), { holdInBackground: refuse }),
    );
    expect(textOf(refused.page)).toContain("old");
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(
      textOf(
        (
          await cache.page(
            "/",
            fill(async () => html("new"), { holdInBackground: refuse }),
          )
        ).page,
      ),
    ).toContain("old");
  });

  test("after a publish the old page is answered while one render replaces it, then the new one", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    await cache.page(
      "/",
      fill(async () => html("before the publish")),
    );
    cache.invalidate();
    let renders = 0;
    const after = fill(async () => {
      renders += 1;
      return html("after the publish");
    });
    const during = await Promise.all([cache.page("/", after), cache.page("/", after)]);
    expect(during.map((answer) => [answer.status, textOf(answer.page).includes("before")])).toEqual([
      ["stale", true],
      ["stale", true],
    ]);
    await vi.waitFor(async () => expect(textOf((await cache.page("/", after)).page)).toContain("after the publish"));
    expect(renders).toBe(1);
  });

  test("after an edit to the code (pnpm dev) the next request gets the page rendered anew, never the old one", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    await cache.page(
      "/",
      fill(async () => html("before the edit")),
    );
    cache.clear();
    const next = await cache.page(
      "/",
      fill(async () => html("after the edit")),
    );
    expect([next.status, textOf(next.page)]).toEqual(["miss", expect.stringContaining("after the edit")]);
  });

  test("a render under way at a publish still answers those waiting for it, and the next request renders anew", async () => {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    let finish: () => void = () => {};
    const slow = cache.page(
      "/bet365",
      fill(() => new Promise<Response>((resolve) => (finish = () => resolve(html("old"))))),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate();
    finish();
    expect(textOf((await slow).page)).toContain("old");
    const next = await cache.page(
      "/bet365",
      fill(async () => html("new")),
    );
    expect(next.status).toBe("stale");
    // Stale from a publish: the answer tells a CDN not to keep it (s-maxage=0).
    expect(next.outdated).toBe(true);
    await vi.waitFor(async () =>
      expect(
        textOf(
          (
            await cache.page(
              "/bet365",
              fill(async () => html("newer")),
            )
          ).page,
        ),
      ).toContain("new"),
    );
  });
});

describe("answers from the page cache", () => {
  async function cachedPage(status = 200) {
    const cache = createPageCache({ ttlMs: 60_000, maxBytes: 10_000_000 });
    const { page } = await cache.page(
      "/",
      fill(async () => html("hola ".repeat(500), status)),
    );
    if (!page) throw new Error("not cached");
    return page;
  }
  const etag = (answer: ReturnType<typeof pageAnswer>) => new Headers(answer.headers).get("etag");

  test("each encoding has its own ETag, and a 304 only for the ETag of the encoding asked for", async () => {
    const page = await cachedPage();
    const br = pageAnswer(page, { acceptEncoding: "gzip, br" });
    const gzip = pageAnswer(page, { acceptEncoding: "gzip" });
    const identity = pageAnswer(page, {});
    expect(new Set([etag(br), etag(gzip), etag(identity)]).size).toBe(3);
    expect(brotliDecompressSync(br.body ?? Buffer.alloc(0)).toString()).toBe(identity.body?.toString());
    expect(gunzipSync(gzip.body ?? Buffer.alloc(0)).toString()).toBe(identity.body?.toString());

    expect(pageAnswer(page, { acceptEncoding: "br", ifNoneMatch: etag(br) ?? "" }).status).toBe(304);
    // A gzip client revalidating with the brotli body's ETag gets the gzip body, not a 304.
    const crossed = pageAnswer(page, { acceptEncoding: "gzip", ifNoneMatch: etag(br) ?? "" });
    expect(crossed.status).toBe(200);
    expect(new Headers(crossed.headers).get("content-encoding")).toBe("gzip");
  });

  test("a client that takes no compression gets the page as rendered, with its length", async () => {
    const page = await cachedPage();
    const identity = pageAnswer(page, { acceptEncoding: "identity" });
    expect(identity.body?.toString()).toBe(`<!doctype html><html><body><p>${"hola ".repeat(500)}</p></body></html>`);
    expect(new Headers(identity.headers).get("content-length")).toBe(String(identity.body?.length));
    expect(new Headers(identity.headers).has("content-encoding")).toBe(false);
  });

  test("a client that sends no Accept-Encoding gets the page's bytes at every request, and 304 for its copy", async () => {
    const page = await cachedPage();
    const rendered = `<!doctype html><html><body><p>${"hola ".repeat(500)}</p></body></html>`;
    const first = pageAnswer(page, {});
    const again = pageAnswer(page, {});
    for (const answer of [first, again]) {
      const headers = new Headers(answer.headers);
      expect(answer.status).toBe(200);
      expect(answer.body?.toString()).toBe(rendered);
      expect(headers.get("content-length")).toBe(String(Buffer.byteLength(rendered)));
      expect(headers.has("content-encoding")).toBe(false);
      expect(headers.get("vary")).toBe("Accept-Encoding");
      expect(headers.get("etag")).toMatch(/^"[^"]+"$/);
    }
    // The same bytes in memory: the second client cost no decompression.
    expect(again.body).toBe(first.body);
    expect(pageAnswer(page, { ifNoneMatch: etag(first) ?? "" })).toMatchObject({ status: 304, body: null });
  });

  test("the 404 page is answered whole, without a validator", async () => {
    const page = await cachedPage(404);
    const answer = pageAnswer(page, { acceptEncoding: "br", ifNoneMatch: "*" });
    expect([answer.status, etag(answer)]).toEqual([404, null]);
  });

  test("a page answered stale tells a CDN to fetch it again on its next request", async () => {
    const page = await cachedPage();
    const fresh = pageAnswer(page, {});
    const stale = pageAnswer(page, { stale: true });
    const cacheControl = (answer: typeof fresh) => answer.headers.find(([name]) => name === "Cache-Control")?.[1];
    expect(cacheControl(fresh)).toContain("s-maxage=60");
    expect(cacheControl(stale)).toContain("s-maxage=0");
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
