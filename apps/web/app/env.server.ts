// The web server's configuration, read once from the environment at start-up. Invalid values stop the
// process with a readable list of what is wrong. Only `publicEnv` may ever reach the browser.
import { localOrigin } from "@casinolupa/newsletter";
import { z } from "zod";

const optional = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** Optional. The least severe log level written: debug, info, warn or error. */
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** The canonical origin used in canonical URLs, sitemaps and share images. */
  SITE_ORIGIN: z.url().default("https://www.casinolupa.es"),
  /**
   * Optional. 1 lets a production process with SITE_ORIGIN set run with the committed sample site owner (a
   * staging site); without it such a process refuses to start (decision 031).
   */
  ALLOW_SAMPLE_OWNER: z
    .enum(["", "0", "1"])
    .default("")
    .transform((value) => value === "1"),
  /** Optional. `file:<path>` or unset for SQLite, `postgres://…` for PostgreSQL. */
  DATABASE_URL: optional,
  /**
   * Optional. How long the database may keep a request waiting, in seconds: opening a connection (or waiting
   * for a free one), one statement, and (PostgreSQL) a session left idle inside a transaction; SQLite waits
   * DATABASE_BUSY_TIMEOUT_SECONDS for another process's write lock, without blocking the process meanwhile.
   */
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().positive().default(5),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  DATABASE_BUSY_TIMEOUT_SECONDS: z.coerce.number().positive().default(10),
  /** Optional. Trust X-Forwarded-For from this many proxies in front of the server. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).default(0),
  /**
   * Where those proxies connect from: comma-separated addresses or CIDR ranges, or the names `loopback`,
   * `linklocal`, `uniquelocal` (private ranges). X-Forwarded-For from any other peer is ignored.
   */
  TRUSTED_PROXY_RANGES: z.string().default("loopback,linklocal,uniquelocal"),
  /**
   * After SIGTERM or SIGINT, /readyz fails and the process keeps serving this long, so a load balancer
   * notices (longer than its check interval times its fall count) before the process stops accepting.
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).default(10),
  /** Then requests in flight get this long to finish, before the remaining connections are cut. */
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).default(25),
  /**
   * Optional. Memory for rendered pages (their brotli bodies; gzip and uncompressed copies, made when asked for, take at most 8 MB more), in MiB; least recently used pages go first.
   * Every page in the sitemap takes about 1 MB together; the rest holds pages of query strings (`/search?q=`).
   */
  PAGE_CACHE_MAX_MB: z.coerce.number().min(1).default(16),
  /**
   * Optional. Renders at once in this process; others wait in the queue. Default 2, whatever the cores: a
   * process renders on one thread, so a second render only overlaps the first's waits (a loader's query, the
   * compression on libuv's pool), and more would only interleave, making every render and every answer
   * between them later.
   */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /** Optional. Requests that may wait for a render slot; past that they are answered 503 at once. */
  RENDER_QUEUE_SIZE: z.coerce.number().int().min(0).default(16),
  /**
   * Optional. How long a request waits in that queue before it is answered 503, in milliseconds. One second plus a
   * render (tens of milliseconds) keeps every answer within the fuzz drill's 2 s, pipelined requests included.
   */
  RENDER_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(1).default(1_000),
  /** How long content stays cached before the source is read again, in seconds. */
  CONTENT_CACHE_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /**
   * Optional. Another dataset file in the committed dataset's format, read instead of it when no Sanity project
   * is set (the benchmark's synthetic content); its images sit in an `images` folder beside it.
   */
  CONTENT_DATASET_FILE: optional,
  /** Optional. With a project id, content comes from the live Sanity Content Lake. */
  SANITY_PROJECT_ID: optional,
  SANITY_DATASET: z.string().default("production"),
  SANITY_API_VERSION: z.string().default("2025-02-19"),
  SANITY_API_TOKEN: optional,
  /**
   * Optional. A Sanity read token (Viewer) that may read drafts: with SANITY_PROJECT_ID it turns on editors'
   * preview (drafts on the site, entered from the Studio's Presentation tool). Stays on the server.
   */
  SANITY_PREVIEW_TOKEN: optional,
  /** Optional. Another host answering the Content Lake API (tests and proxies only). */
  SANITY_API_HOST: optional,
  /** Optional. Another origin serving Sanity's images (tests only). */
  SANITY_IMAGE_ORIGIN: optional,
  /** Optional. `smtp://user:pass@host:587`; unset: e-mails are written to data/outbox/ and the links logged. */
  SMTP_URL: optional,
  /** Optional. Sender of the newsletter's e-mails. */
  MAIL_FROM: optional,
  /** Optional. Where e-mails are written without SMTP_URL (default data/outbox/). */
  MAIL_OUTBOX_DIR: optional,
  /** Optional. `off` stops this process from sending the newsletter outbox (another process does it). */
  NEWSLETTER_SENDER: z.enum(["on", "off"]).default("on"),
  /** Optional. E-mails the sender claims per round, and seconds between rounds (none after a full batch). */
  NEWSLETTER_SEND_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  NEWSLETTER_SEND_INTERVAL_SECONDS: z.coerce.number().positive().default(2),
  /**
   * Optional. Newsletter digest e-mails sent a minute, across every process (an issue's messages are scheduled at
   * this rate when it is approved).
   */
  NEWSLETTER_DIGEST_PER_MINUTE: z.coerce.number().int().min(1).default(300),
  /**
   * Optional. The Studio's origins (comma-separated, e.g. https://casinolupa.sanity.studio) whose pages may read the
   * newsletter issue endpoints (/api/boletin/…) from the browser (CORS); unset in development, `sanity dev`'s
   * http://localhost:3333. Every call also needs an editor's Sanity token, which the site checks with the project
   * (docs/decisions/029-studio-endpoints-need-an-editor.md).
   */
  STUDIO_ORIGIN: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(",")
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
  /** Optional. Newsletter sign-ups one client (IPv4 address or IPv6 /64) may make per hour (and 5 a minute). */
  NEWSLETTER_SIGNUPS_PER_CLIENT_HOUR: z.coerce.number().int().min(1).default(20),
  /** Optional. Newsletter sign-ups from one network (IPv4 /24 or IPv6 /48) per hour (and 20 a minute). */
  NEWSLETTER_SIGNUPS_PER_NETWORK_HOUR: z.coerce.number().int().min(1).default(100),
  /** Optional. Newsletter e-mails sent to one recipient domain per hour; the rest wait for the next hour. */
  NEWSLETTER_MAILS_PER_DOMAIN_HOUR: z.coerce.number().int().min(1).default(200),
  /** Optional. Shared secret of the Sanity publish webhook; without it the webhook answers 401. */
  SANITY_WEBHOOK_SECRET: optional,
  /**
   * Optional. Where the publish webhook purges the CDN's pages: a `PURGE` with `xkey-purge: site`, the key every
   * page carries (deploy/varnish.vcl). Comma-separated for several caches. Unset: no purge.
   */
  CDN_PURGE_URL: z
    .string()
    .trim()
    .transform((value) =>
      value
        .split(",")
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ })))
    .default([]),
});

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment variables:\n${problems.join("\n")}`);
  }
  return result.data;
}

export const env = parseEnv();

/** Whether SITE_ORIGIN was set, as in every deployment, rather than left at its default. */
export const siteOriginConfigured = Boolean(process.env.SITE_ORIGIN?.trim());

/**
 * The origin this process serves, for links that leave the site (e-mails): SITE_ORIGIN when configured, else the
 * address the server listens on. Never the request's Host, which a client chooses.
 */
export function serverOrigin(env: Pick<Env, "SITE_ORIGIN" | "HOST" | "PORT">, configured = siteOriginConfigured) {
  return configured ? env.SITE_ORIGIN : localOrigin(env.HOST, env.PORT);
}

/** The only configuration the browser may see. */
export const publicEnv = { SITE_ORIGIN: env.SITE_ORIGIN };
