// What JavaScript each page ships (the budgets of docs/decisions/010-islands.md, as a browser loads it): every page
// has one inline loader that asks for the page module after the first paint (docs/decisions/013); on home that
// module imports the islands' entry, which hydrates each island only once it is seen or used; every other page
// loads the page module alone.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { brotliDecompressSync } from "node:zlib";
import { fetchEncoded } from "@casinolupa/tools/page-bytes";
import { expect, pageModuleRan, test } from "./fixtures";

/** The `src` of each <script> in the HTML, the page module each loader names, and the executable scripts' tags. */
function scriptsIn(html: string) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  const isData = (tag: string) => /type="application\/(?:ld\+)?json"/.test(tag);
  return {
    sources: tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
    loaded: tags.flatMap((tag) => /\sdata-module="([^"]+)"/.exec(tag)?.[1] ?? []),
    executable: tags.filter((tag) => !isData(tag)),
  };
}

test("home loads the page module after first paint, and its islands only once they are seen or used", async ({
  page,
  request,
  baseURL,
}) => {
  const home = await request.get("/");
  const html = await home.text();
  expect(html).not.toContain("modulepreload");
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<script(?![^>]*application\/(?:ld\+)?json)/);
  const { sources, loaded, executable } = scriptsIn(html);
  // The one script in the HTML that runs is the inline loader after the page's content, allowed by the hash of its
  // text (the same page for every visitor: no nonce); it names the page module, and the islands' entry is only
  // named, in a data block. No script is fetched by src.
  expect(sources).toEqual([]);
  expect(loaded).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]);
  expect(executable).toHaveLength(1);
  expect(executable[0]).not.toContain("nonce");
  const loader = /<script data-module="[^"]+">([^<]+)<\/script>/.exec(html)?.[1] ?? "";
  const hash = createHash("sha256").update(loader).digest("base64");
  expect(home.headers()["content-security-policy"]).toContain(`script-src 'self' 'sha256-${hash}'`);
  const afterContent = html.slice(html.lastIndexOf("</footer>"));
  expect(afterContent).toContain(`data-module="${loaded[0]}"`);
  const islandsEntry = /<script type="application\/json" data-islands-entry[^>]*>"([^"]+)"<\/script>/.exec(
    afterContent,
  )?.[1];
  expect(islandsEntry).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
  for (const src of [...loaded, islandsEntry ?? ""]) {
    const module = await request.get(src);
    expect(module.status()).toBe(200);
    expect(module.headers()["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(module.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }

  // In the browser: those two scripts, both only after the first paint, and no island until it is needed: no React,
  // no Embla, under 10 KB of JavaScript before the visitor does anything (the fixture fails on any console error,
  // so on a CSP refusal or a hydration mismatch too).
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await pageModuleRan(page);
  await page.waitForLoadState("networkidle");
  expect(scripts).toEqual([loaded[0], islandsEntry]);
  let gzipBytes = Buffer.byteLength(loader);
  for (const src of scripts) gzipBytes += (await fetchEncoded(new URL(src, baseURL).href, "gzip")).bytes;
  expect(gzipBytes).toBeLessThan(10_000);
  const [paint] = await page.evaluate(() =>
    performance.getEntriesByName("first-paint").map((entry) => entry.startTime),
  );
  const requestStarts = await page.evaluate(
    (names) =>
      names.map(
        (name) =>
          performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(name))?.startTime ??
          Number.NEGATIVE_INFINITY,
      ),
    [loaded[0] ?? "", islandsEntry ?? ""],
  );
  for (const start of requestStarts) expect(start).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);

  // The first focus in a form wakes it (and the toaster): React comes, not Embla; the form now sends itself.
  const form = page.locator('form[data-newsletter-form="home-top"]');
  await expect(form).not.toHaveAttribute("novalidate", "");
  await form.getByLabel("Tu email").focus();
  await expect(form).toHaveAttribute("novalidate", "");
  // The carousel's arrows are shown by the page module (so Tab reaches them), but Embla is not loaded yet.
  await expect(page.getByRole("button", { name: "Diapositiva siguiente" })).toBeVisible();
  expect(scripts.some((src) => src.includes("game-carousel"))).toBe(false);
  // The carousel wakes as it comes into view.
  await page.getByRole("region", { name: "Guías de juegos de casino" }).scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((src) => src.includes("game-carousel"))).toBe(true);
});

test("review, game, guide and legal pages load no framework JavaScript: only the page module", async ({ request }) => {
  for (const path of ["/bet365", "/ruleta-online", "/guia-juego-responsable", "/aviso-legal", "/comparacion"]) {
    const html = await (await request.get(path)).text();
    const { sources, loaded, executable } = scriptsIn(html);
    expect(sources, path).toEqual([]);
    expect(loaded, path).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]);
    expect(executable, path).toHaveLength(1);
    expect(html, path).not.toContain("data-island");
    expect(html, path).not.toContain("modulepreload");
  }
});

test("the browser build holds no server code: no Node built-in and no database, mail or ORM package", () => {
  const assets = new URL("../../apps/web/build/client/assets/", import.meta.url);
  const scripts = readdirSync(assets).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  const serverCode = /\bfrom\s*["']node:|\brequire\(["']node:|@prisma\/|\bnodemailer\b|better-sqlite3|\bpg-protocol\b/;
  const withServerCode = scripts.filter((name) => serverCode.test(readFileSync(new URL(name, assets), "utf8")));
  expect(withServerCode).toEqual([]);
});

test("the stylesheet and the scripts go out as the build compressed them: brotli, else gzip, else plain", async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get("/bet365")).text();
  const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? "";
  const [pageModule] = scriptsIn(html).loaded;
  expect(stylesheet).toMatch(/^\/assets\/app-[\w-]+\.css$/);
  const assets = new URL("../../apps/web/build/client/assets/", import.meta.url);
  for (const path of [stylesheet, pageModule ?? ""]) {
    const file = (suffix: string) => readFileSync(new URL(`${path.slice("/assets/".length)}${suffix}`, assets));
    const url = new URL(path, baseURL).href;
    for (const [accept, encoding, suffix] of [
      ["br, gzip", "br", ".br"],
      ["gzip", "gzip", ".gz"],
      ["identity", "identity", ""],
    ] as const) {
      const answer = await fetchEncoded(url, accept);
      expect([path, accept, answer.status, answer.encoding]).toEqual([path, accept, 200, encoding]);
      expect(answer.body.equals(file(suffix)), `${path} with ${accept}`).toBe(true);
    }
    // The files hold the same bytes: the brotli one decompresses to the plain one.
    expect(brotliDecompressSync(file(".br")).equals(file(""))).toBe(true);
  }
});
