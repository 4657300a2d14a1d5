// What JavaScript each page ships (the budgets of docs/decisions/010-islands.md, as a browser loads it): home loads one
// page module that imports the islands' entry after first paint; every other page loads the page module alone.
import { expect, test } from "./fixtures";

/** The `src` of each <script> in the HTML with its attributes, and the inline scripts' opening tags. */
function scriptsIn(html: string) {
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag);
  const isData = (tag: string) => /type="application\/(?:ld\+)?json"/.test(tag);
  return {
    sources: tags.flatMap((tag) => /\ssrc="([^"]+)"/.exec(tag)?.[1] ?? []),
    executable: tags.filter((tag) => !isData(tag)),
  };
}

test("home loads the page module, which imports the islands' entry (React, Embla) after first paint", async ({
  page,
  request,
}) => {
  const html = await (await request.get("/")).text();
  expect(html).not.toContain("modulepreload");
  const head = html.slice(0, html.indexOf("</head>"));
  expect(head).not.toMatch(/<script[^>]*\ssrc=/);
  const { sources, executable } = scriptsIn(html);
  expect(sources).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]);
  // The one script that runs is a module (deferred: it never blocks first paint) after the page's content, with
  // the request's nonce; the islands' entry is only named, in a data block.
  expect(executable).toHaveLength(1);
  expect(executable[0]).toMatch(/type="module"/);
  expect(executable[0]).toMatch(/nonce="[^"]+"/);
  const afterContent = html.slice(html.lastIndexOf("</footer>"));
  expect(afterContent).toContain(`src="${sources[0]}"`);
  const islandsEntry = /<script type="application\/json" data-islands-entry[^>]*>"([^"]+)"<\/script>/.exec(
    afterContent,
  )?.[1];
  expect(islandsEntry).toMatch(/^\/assets\/islands-[\w-]+\.js$/);
  for (const src of [...sources, islandsEntry ?? ""]) {
    const module = await request.get(src);
    expect(module.status()).toBe(200);
    expect(module.headers()["content-type"]).toMatch(/^(?:text|application)\/javascript/);
    expect(module.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }

  // In the browser: those two scripts, the entry only after the first paint, and every island hydrates (the
  // fixture fails on any console error, so on a hydration mismatch too).
  const scripts: string[] = [];
  page.on("request", (sent) => {
    if (sent.resourceType() === "script") scripts.push(new URL(sent.url()).pathname);
  });
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Diapositiva siguiente" })).toBeVisible();
  await expect(page.locator('form[data-newsletter-form="home-top"]')).toHaveAttribute("novalidate", "");
  expect(scripts).toEqual([sources[0], islandsEntry]);
  const [paint] = await page.evaluate(() =>
    performance.getEntriesByName("first-paint").map((entry) => entry.startTime),
  );
  const [entryRequest] = await page.evaluate(
    (name) =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(name))
        .map((entry) => entry.startTime),
    islandsEntry ?? "",
  );
  expect(entryRequest).toBeGreaterThanOrEqual(paint ?? Number.POSITIVE_INFINITY);
});

test("review, game, guide and legal pages load no framework JavaScript: only the page module", async ({ request }) => {
  for (const path of ["/bet365", "/ruleta-online", "/guia-juego-responsable", "/aviso-legal", "/comparacion"]) {
    const html = await (await request.get(path)).text();
    const { sources, executable } = scriptsIn(html);
    expect(sources, path).toEqual([expect.stringMatching(/^\/assets\/page-[\w-]+\.js$/)]);
    expect(executable, path).toHaveLength(1);
    expect(html, path).not.toContain("data-island");
    expect(html, path).not.toContain("modulepreload");
  }
});
