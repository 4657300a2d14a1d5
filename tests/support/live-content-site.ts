// A spec's own site reading a stand-in Content Lake as its live source, for the journeys that publish, break the
// lake or save drafts: the shared e2e server reads the committed dataset and must not see any of that.

import { type ContentLake, startContentLake } from "@casinolupa/sanity-stand-in";
import { liveContentEnv, type Site, startSite } from "@casinolupa/tools/site";
import { test } from "../e2e/fixtures";

export type LiveContentSite = {
  /** The site's origin, e.g. http://127.0.0.1:3290. */
  origin: string;
  /** The stand-in the site reads; set in beforeAll. */
  lake: ContentLake;
  /** The running site; set in beforeAll. */
  site: Site;
};

/**
 * Runs the calling spec against a site on `port` that reads a fresh stand-in lake and takes its webhooks signed
 * with `webhookSecret`: started before the file's tests, stopped after them; the tests run in order, since they
 * change the lake. `beforeStart` edits the lake before the site first reads it; `env` adds to the site's variables.
 */
export function useLiveContentSite(
  port: number,
  {
    webhookSecret,
    env = {},
    beforeStart,
  }: { webhookSecret: string; env?: Record<string, string>; beforeStart?: (lake: ContentLake) => void },
): LiveContentSite {
  const live = { origin: `http://127.0.0.1:${port}` } as LiveContentSite;

  test.describe.configure({ mode: "serial" });
  // This file's pages come from its own server; the guards fixture then counts only that host as ours.
  test.use({ baseURL: live.origin });

  test.beforeAll(async () => {
    live.lake = await startContentLake();
    beforeStart?.(live.lake);
    live.site = await startSite(port, { ...liveContentEnv(live.lake, webhookSecret), ...env });
  });

  test.afterAll(async () => {
    await live.site?.stop();
    await live.lake?.close();
  });

  return live;
}
