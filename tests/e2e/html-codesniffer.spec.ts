// A second accessibility engine beside axe (crawl.spec.ts): HTML_CodeSniffer, the engine pa11y runs, with its
// WCAG 2 AA standard, on every page of the sitemap at a phone's width and a desktop's. The two engines are written
// independently and disagree on what they check (HTML_CodeSniffer reads form labels, headings and contrast by its own
// rules), so a page both accept is less likely to pass only by one engine's blind spot. Errors fail the test;
// warnings and notices are things to check by hand, as pa11y reports them by default.
// The same crawl checks that no page is wider than the screen (at 360 px too, on the page loaded at 390): a page
// that scrolls sideways cuts its cards off at the edge, which no engine reports.
// pa11y itself drives Chromium through puppeteer, which downloads a browser of its own; the engine's built script
// is injected here instead, into the Chromium the other journeys use.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { expect, test } from "./fixtures";

const HTMLCS_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("@pa11y/html_codesniffer/build/HTMLCS.js"),
  "utf8",
);
const WIDTHS = [
  { width: 390, height: 844, alsoAt: [360] },
  { width: 1280, height: 800, alsoAt: [] },
];
/** HTML_CodeSniffer's message types; pa11y calls them error, warning and notice. */
const ERROR = 1;

// The script is added as an inline <script>, which the site's Content-Security-Policy refuses (as it should).
test.use({ bypassCSP: true });

type Finding = { code: string; message: string; element: string };

// One test per width, so that the two widths' crawls can run on two workers at once.
for (const size of WIDTHS) {
  test(`every page in the sitemap fits the screen's width and has no HTML_CodeSniffer WCAG 2 AA errors, at ${[size.width, ...size.alsoAt].join(" and ")} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => new URL(loc).pathname);
    expect(paths.length).toBeGreaterThan(20);

    const found: string[] = [];
    const tooWide: string[] = [];
    const checkWidth = async (path: string) => {
      const wider = await page.evaluate(widerThanScreen);
      if (wider) tooWide.push(`${path} at ${page.viewportSize()?.width} px: ${wider}`);
    };
    let checked = 0;
    for (const path of paths) {
      await page.setViewportSize(size);
      await page.goto(path);
      await checkWidth(path);
      await page.addScriptTag({ content: HTMLCS_SOURCE });
      const errors = await page.evaluate(
        ({ errorType }) =>
          new Promise<Finding[]>((resolve, reject) => {
            const htmlcs = (window as unknown as { HTMLCS: HtmlCodeSniffer }).HTMLCS;
            htmlcs.process(
              "WCAG2AA",
              document,
              () =>
                resolve(
                  htmlcs
                    .getMessages()
                    .filter((message) => message.type === errorType)
                    .map((message) => ({
                      code: message.code,
                      message: message.msg,
                      element:
                        message.element instanceof Element
                          ? message.element.outerHTML.slice(0, 160)
                          : String(message.element?.nodeName),
                    })),
                ),
              () => reject(new Error("HTML_CodeSniffer could not run")),
              "en",
            );
          }),
        { errorType: ERROR },
      );
      checked++;
      for (const error of errors)
        found.push(`${path} at ${size.width} px: ${error.code}\n  ${error.message}\n  ${error.element}`);
      for (const width of size.alsoAt) {
        await page.setViewportSize({ width, height: size.height });
        await checkWidth(path);
      }
    }
    expect(checked).toBe(paths.length);
    expect(tooWide, "pages that scroll sideways, and the first element that sticks out").toEqual([]);
    expect(found).toEqual([]);
  });
}

/**
 * Whether the page scrolls sideways, and if so by how much and which element sticks out first: the first, in
 * document order, that reaches past the screen's right edge while its parent does not. Runs in the page.
 */
function widerThanScreen(): string | null {
  const { scrollWidth, clientWidth } = document.documentElement;
  if (scrollWidth <= clientWidth) return null;
  const past = (element: Element | null) => (element?.getBoundingClientRect().right ?? 0) > clientWidth + 0.5;
  const culprit = [...document.body.querySelectorAll("*")].find(
    (element) => past(element) && !past(element.parentElement),
  );
  const name = culprit
    ? `<${culprit.tagName.toLowerCase()} class="${culprit.getAttribute("class") ?? ""}">, ${Math.round(culprit.getBoundingClientRect().width)} px wide`
    : "no single element";
  return `${scrollWidth} px wide in a ${clientWidth} px screen; first past the edge: ${name}`;
}

type HtmlCodeSniffer = {
  process(standard: string, content: Document, done: () => void, failed: () => void, language: string): void;
  getMessages(): { type: number; code: string; msg: string; element: Node | null }[];
};
