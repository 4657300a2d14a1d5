// The test fixture every journey uses: it fails a test on any console error, and on any request that
// leaves for another host (the site must make no third-party requests).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

type Guards = { consoleErrors: string[]; foreignRequests: string[] };

export const test = base.extend<{ guards: Guards }>({
  guards: [
    async ({ page, baseURL }, use) => {
      const guards: Guards = { consoleErrors: [], foreignRequests: [] };
      const ownHost = new URL(baseURL ?? "http://127.0.0.1").host;
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A page answered with 404 on purpose (the not-found page) is logged by Chromium; tests assert the status.
        const documentStatus = message.text().includes("status of 404") && message.location().url === page.url();
        if (!documentStatus) guards.consoleErrors.push(message.text());
      });
      page.on("pageerror", (error) => guards.consoleErrors.push(error.message));
      await page.route("**/*", (route) => {
        const url = new URL(route.request().url());
        if (url.protocol.startsWith("http") && url.host !== ownHost) {
          guards.foreignRequests.push(url.href);
          return route.abort();
        }
        return route.continue();
      });
      await use(guards);
      expect(guards.foreignRequests, "requests to other hosts").toEqual([]);
      expect(guards.consoleErrors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * The native disclosure (a <details>) in `scope` whose summary reads `words` exactly (or is labelled so). Browsers
 * expose its `open` state as the summary's expanded state, which Playwright's role queries do not model, so journeys
 * read `open`: the element's state, not its styling.
 */
export function disclosure(scope: Locator, words: string): Locator {
  const page = scope.page();
  const summary = page.getByText(words, { exact: true }).or(page.getByLabel(words, { exact: true }));
  return scope.locator("details").filter({ has: summary });
}

/**
 * Waits for the page module, which the page asks for only after its first paint (app/browser/loader.ts), to have
 * run: until then the menus are plain <details> elements, without hover or Escape.
 */
export async function pageModuleRan(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("data-enhanced", "");
}

/** WCAG 2.2 AA, as axe checks it. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}
