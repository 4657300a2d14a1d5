// Headers drill: every URL in /sitemap.xml (rewritten to the local origin) and the site's other kinds of response
// (404, search, robots.txt, sitemap.xml, healthz, a content image, a hashed asset, the click-out redirect, the
// newsletter page) must carry the security headers: a Content-Security-Policy with frame-ancestors 'none' and no
// 'unsafe-inline' in script-src, X-Content-Type-Options nosniff, Referrer-Policy strict-origin-when-cross-origin,
// Permissions-Policy, Strict-Transport-Security (the server runs with NODE_ENV=production), no Set-Cookie, and
// Cross-Origin-Opener-Policy: same-origin exactly on the pages about one visitor (no-store HTML), none elsewhere.
// A few more responses (a 304, a refused POST, a 405, a malformed path, TRACE) are checked as "should hold".
import { Checks, type DrillReport, table } from "../lib/report.ts";
import { startSite } from "../lib/site.ts";

const SITE_PORT = 3540;

type Target = { label: string; path: string; init?: RequestInit; must: boolean };
type HeaderCheck = { name: string; test: (headers: Headers) => boolean };

const directives = (policy: string) =>
  new Map(
    policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = "", ...values]) => [name.toLowerCase(), values] as const),
  );

const HEADER_CHECKS: HeaderCheck[] = [
  {
    name: "CSP: one policy, frame-ancestors 'none'",
    test: (headers) => {
      const policy = headers.get("content-security-policy");
      // Two headers arrive joined by ", ": one policy only, so no other could loosen or confuse it.
      if (!policy || policy.includes(",")) return false;
      return directives(policy).get("frame-ancestors")?.join(" ") === "'none'";
    },
  },
  {
    name: "CSP: script-src without 'unsafe-inline'",
    test: (headers) => {
      const policy = directives(headers.get("content-security-policy") ?? "");
      const scripts = policy.get("script-src") ?? policy.get("default-src");
      return scripts !== undefined && !scripts.includes("'unsafe-inline'");
    },
  },
  { name: "X-Content-Type-Options: nosniff", test: (headers) => headers.get("x-content-type-options") === "nosniff" },
  {
    name: "Referrer-Policy: strict-origin-when-cross-origin",
    test: (headers) => headers.get("referrer-policy") === "strict-origin-when-cross-origin",
  },
  { name: "Permissions-Policy", test: (headers) => (headers.get("permissions-policy") ?? "").trim() !== "" },
  {
    name: "Strict-Transport-Security",
    test: (headers) => /max-age=\d+/.test(headers.get("strict-transport-security") ?? ""),
  },
  { name: "no Set-Cookie", test: (headers) => headers.getSetCookie().length === 0 },
  {
    // Decision 011: same-origin on the pages about one visitor (no-store HTML), none on those the same for all.
    name: "COOP only on pages about one visitor",
    test: (headers) => {
      const coop = headers.get("cross-origin-opener-policy");
      const personal =
        (headers.get("cache-control") ?? "").includes("no-store") &&
        (headers.get("content-type") ?? "").startsWith("text/html");
      return personal ? coop === "same-origin" : coop === null;
    },
  },
];

/** The same in both forms: one request for each URL of the sitemap, and quick already. */
export async function headersDrill(): Promise<DrillReport> {
  const started = Date.now();
  const checks = new Checks();
  const site = await startSite(SITE_PORT, {});
  try {
    const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const sitemapPaths = [...sitemap.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => {
      const url = new URL(match[1] ?? "/");
      return url.pathname + url.search;
    });
    const home = await (await fetch(`${site.url}/`)).text();
    const image = /(?:src|href)="(\/content-images\/[^"]+)"/.exec(home)?.[1];
    const asset = /(?:src|href)="(\/assets\/[^"]+)"/.exec(home)?.[1];
    const homeEtag = (await fetch(`${site.url}/`)).headers.get("etag") ?? "";

    const targets: Target[] = [
      ...sitemapPaths.map((path) => ({ label: `sitemap: ${path}`, path, must: true })),
      { label: "/", path: "/", must: true },
      { label: "404 page", path: "/no-existe-esta-pagina-drill", must: true },
      { label: "search", path: "/search?q=x", must: true },
      { label: "robots.txt", path: "/robots.txt", must: true },
      { label: "sitemap.xml", path: "/sitemap.xml", must: true },
      { label: "healthz", path: "/healthz", must: true },
      { label: "content image", path: image ?? "/content-images/(none on the home page)", must: true },
      { label: "hashed asset", path: asset ?? "/assets/(none on the home page)", must: true },
      { label: "click-out (not followed)", path: "/ir/bet365", must: true },
      { label: "newsletter page (GET)", path: "/newsletter", must: true },
      { label: "newsletter link page (bad token)", path: "/newsletter/baja?token=drill", must: true },
      // More kinds of response, not in the brief's list.
      { label: "home revalidated (304)", path: "/", init: { headers: { "if-none-match": homeEtag } }, must: false },
      { label: "HEAD /", path: "/", init: { method: "HEAD" }, must: false },
      {
        label: "sign-up refused (POST, no Origin)",
        path: "/newsletter",
        init: { method: "POST", body: new URLSearchParams({ email: "x@example.es" }) },
        must: false,
      },
      { label: "webhook GET (405)", path: "/api/sanity-webhook", must: false },
      { label: "unknown asset (404)", path: "/assets/no-existe-drill.js", must: false },
      { label: "unknown content image (404)", path: "/content-images/no-existe-drill.svg", must: false },
      { label: "malformed path", path: "/%E0%A4%A", must: false },
      { label: "TRACE /", path: "/", init: { method: "TRACE" }, must: false },
    ];

    const rows: string[][] = [];
    const failures: string[] = [];
    const extraFailures: string[] = [];
    for (const target of targets) {
      let status: string;
      let results: boolean[];
      try {
        const response = await rawFetch(`${site.url}${target.path}`, target.init);
        status = String(response.status);
        results = HEADER_CHECKS.map((check) => check.test(response.headers));
        if (target.path.includes("(none")) results = results.map(() => false);
      } catch (error) {
        status = `error: ${error instanceof Error ? error.message : String(error)}`;
        results = HEADER_CHECKS.map(() => false);
      }
      rows.push([
        `${target.label}${target.must ? "" : " (extra)"}`,
        target.path,
        status,
        ...results.map((ok) => (ok ? "✓" : "✗")),
      ]);
      const missing = HEADER_CHECKS.filter((_, index) => !results[index]).map((check) => check.name);
      if (missing.length > 0)
        (target.must ? failures : extraFailures).push(`${target.path} (${status}): ${missing.join(", ")}`);
    }

    const grid = table(["Response", "Path", "Status", ...HEADER_CHECKS.map((check) => check.name)], rows);
    checks.must(
      `Every listed response carries all ${HEADER_CHECKS.length} header checks`,
      failures.length === 0,
      failures.join("; ") || `${targets.filter((t) => t.must).length} responses`,
    );
    checks.must("The sitemap lists pages", sitemapPaths.length > 0, `${sitemapPaths.length} URLs`);
    checks.must(
      "A content image and a hashed asset were found on the home page",
      Boolean(image && asset),
      `${image} ${asset}`,
    );
    checks.should(
      "The extra responses carry them too",
      extraFailures.length === 0,
      extraFailures.join("; ") || "all ✓",
    );

    return {
      name: "headers",
      markdown: `### Security headers on ${targets.length} responses (${sitemapPaths.length} from the sitemap)\n\n${grid}\n\n${checks.markdown()}`,
      checks: checks.list,
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.stop();
  }
}

/** fetch() without following redirects; TRACE, which fetch() refuses to send, goes through node:http. */
async function rawFetch(url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers }> {
  if (init.method !== "TRACE") {
    const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return { status: response.status, headers: response.headers };
  }
  const { request } = await import("node:http");
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: "TRACE", timeout: 10_000 }, (incoming) => {
      incoming.resume();
      const headers = new Headers();
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
        headers.append(incoming.rawHeaders[i] ?? "", incoming.rawHeaders[i + 1] ?? "");
      }
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers }));
    });
    outgoing.on("error", reject);
    outgoing.on("timeout", () => outgoing.destroy(new Error("timeout")));
    outgoing.end();
  });
}
