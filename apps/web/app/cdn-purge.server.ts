// One surrogate key for the whole site: every answer the origin renders carries `xkey: site`, and a publish
// soft-purges it from the CDN (a `PURGE` to each CDN_PURGE_URL with `xkey-purge: site`, which deploy/varnish.vcl
// answers from its allowed addresses only). Every page lists the casinos and games in its navigation, so finer keys
// purged every page on the publishes editors make most anyway (docs/decisions/020-varnish-and-surrogate-keys.md).
// A failed purge is retried and logged; it never fails the webhook, and the CDN's copies expire after their
// s-maxage anyway.
import { logger } from "./log.server";

export const SURROGATE_KEY_HEADER = "xkey";
export const PURGE_KEYS_HEADER = "xkey-purge";
/** The key every rendered answer carries, and the one a publish purges. */
export const SITE_KEY = "site";

/** The answer with the site's surrogate key, for the CDN to purge it by (Varnish strips it before the visitor). */
export function withSiteKey(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(SURROGATE_KEY_HEADER, SITE_KEY);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

type Log = Pick<typeof logger, "warn" | "error" | "info">;

export type CdnPurgeOptions = {
  urls: readonly string[];
  /** Waits before each retry of a failed purge. */
  retryDelaysMs?: readonly number[];
  /**
   * The purge is sent once more this long after the first: the other processes empty their caches when they
   * hear the publish (PostgreSQL NOTIFY), and a CDN refetch that reached one a moment before would keep the old page.
   */
  repeatAfterMs?: number;
  timeoutMs?: number;
  log?: Log;
};

export function createCdnPurger({
  urls,
  retryDelaysMs = [250, 1_000, 3_000],
  repeatAfterMs = 1_000,
  timeoutMs = 2_000,
  log = logger,
}: CdnPurgeOptions) {
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  async function purgeOne(url: string, keys: string[]): Promise<boolean> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await fetch(url, {
        method: "PURGE",
        headers: { [PURGE_KEYS_HEADER]: keys.join(" ") },
        signal: AbortSignal.timeout(timeoutMs),
      }).then(
        async (response) => {
          await response.arrayBuffer().catch(() => undefined);
          return response.ok ? null : `answered ${response.status}`;
        },
        (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
      );
      if (outcome === null) return true;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        log.error({ url, keys, attempts: attempt + 1, outcome }, "CDN purge failed; its pages expire after s-maxage");
        return false;
      }
      log.warn({ url, keys, attempt: attempt + 1, outcome }, "CDN purge failed, retrying");
      await sleep(delay);
    }
  }

  const purgeAll = () => Promise.all(urls.map((url) => purgeOne(url, [SITE_KEY])));

  return {
    /** Purges the site from every CDN, now and once more after `repeatAfterMs`; never rejects. */
    async purge(): Promise<void> {
      if (urls.length === 0) return;
      await purgeAll();
      await sleep(repeatAfterMs);
      const done = await purgeAll();
      if (done.every(Boolean)) log.info({ keys: [SITE_KEY] }, "CDN purged");
    },
  };
}
