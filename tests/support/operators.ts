// Lets a test follow play buttons without leaving this machine: operators' sites are answered with a tiny
// local page, and /ir/ (our 302 to the operator) is fetched from the real server, which counts the click.
// Playwright does not route the request a redirect leads to, so the tab is sent on to the 302's Location
// with a refresh instead; the statuses and Locations seen are returned for assertions.
import type { BrowserContext } from "@playwright/test";

export async function answerOperators(context: BrowserContext, operatorHosts: ReadonlySet<string>): Promise<string[]> {
  const redirects: string[] = [];
  await context.route(
    (url) => operatorHosts.has(url.host),
    (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Operador</title><p>Operador</p>" }),
  );
  await context.route(
    (url) => url.pathname.startsWith("/ir/"),
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = response.headers().location ?? "";
      redirects.push(`${response.status()} ${location}`);
      await route.fulfill({
        contentType: "text/html",
        body: `<meta http-equiv="refresh" content="0;url=${location}">`,
      });
    },
  );
  return redirects;
}
