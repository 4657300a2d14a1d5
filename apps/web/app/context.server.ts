// What the server hands every loader, action and middleware through React Router's typed context: made per
// request by `requestContext` (below; the Express app in server/app.ts calls it), read with `context.get(...)`.
// Routes never import the process's services (server/services.ts makes them) or read values the server put into
// request headers.
import type { ContentClient } from "@casinolupa/content";
import type { Db, OperatorChange } from "@casinolupa/db";
import { createContext, RouterContextProvider } from "react-router";
import type { ChangeReader } from "./change-log-reader.server";
import type { ClickCounter } from "./clicks.server";
import type { SearchIndex } from "./lib/search-index.server";
import type { WarnOnce } from "./log.server";
import type { NewsletterIssues } from "./newsletter-issues.server";
import type { Preview, PreviewSession } from "./preview.server";

/** The content client (committed dataset or the live Content Lake). */
export const contentContext = createContext<ContentClient>();

/** The site search's index, built at start-up and after each publish. */
export const searchContext = createContext<SearchIndex>();

/** A content warning logged once per content revision (log.server.ts), not on every render. */
export const warnOnceContext = createContext<WarnOnce>();

/** The newsletter and click database. */
export const dbContext = createContext<Db>();

/** The public change log as pages read it, kept until the next publish (change-log-reader.server.ts). */
export const changesContext = createContext<ChangeReader>();

/** Outbound clicks, counted in memory and written in batches. */
export const clickCounterContext = createContext<ClickCounter>();

/** Editors' preview of their drafts: whether it is on, and how a Studio link opens a session. */
export const previewAccessContext = createContext<Preview>();

/** The newsletter's issues: the Studio's view of one, and the approval a publish makes. */
export const newsletterIssuesContext = createContext<NewsletterIssues>();

/** What a publish sets off, in the order the Sanity webhook calls it (server/services.ts makes it). */
export type Publish = {
  /** Empties this process's content, page cache and search index. */
  invalidate(): void;
  /** Writes what the publish changed in the casinos' tracked facts to the public change log. */
  recordChanges(): Promise<OperatorChange[]>;
  /** Tells the other processes sharing the database (PostgreSQL NOTIFY). */
  announce(): Promise<void>;
  /** Purges the CDN's copies of the site's pages; never rejects. */
  purgeCdn(): Promise<void>;
};
export const publishContext = createContext<Publish>();

/**
 * The visitor's address: the TCP peer, or the X-Forwarded-For entry a trusted proxy added
 * (TRUST_PROXY_HOPS and TRUSTED_PROXY_RANGES). Null only when the socket had already closed.
 */
export const clientAddressContext = createContext<string | null>();

/**
 * The origin this process serves when no SITE_ORIGIN is configured: `http://<host>:<port>` it listens on,
 * never taken from the request. With SITE_ORIGIN set, that origin.
 */
export const serverOriginContext = createContext<string>();

/**
 * The editor's preview session when the request carries a valid one (preview.server.ts), else null: the content
 * client then reads drafts, and the layout shows the preview bar.
 */
export const previewContext = createContext<PreviewSession | null>(null);

/** The process's services every request's context carries (server/services.ts makes them once). */
export type RequestServices = {
  content: ContentClient;
  preview: Preview;
  searchIndex: SearchIndex;
  warnOnce: WarnOnce;
  db: Db;
  changes: ChangeReader;
  clickCounter: ClickCounter;
  newsletterIssues: NewsletterIssues;
  publish: Publish;
};

/** The router's context for one request; with an editor's preview `session`, the content is the drafts. */
export function requestContext(
  services: RequestServices,
  request: { clientAddress: string | null; serverOrigin: string; session?: PreviewSession },
): RouterContextProvider {
  const { preview } = services;
  const { session } = request;
  const drafts = session && preview.available ? preview.content(session.studioOrigin) : undefined; // never cached
  const context = new RouterContextProvider();
  context.set(contentContext, drafts ?? services.content);
  context.set(previewContext, session && drafts ? session : null);
  context.set(searchContext, services.searchIndex);
  context.set(warnOnceContext, services.warnOnce);
  context.set(dbContext, services.db);
  context.set(changesContext, services.changes);
  context.set(clickCounterContext, services.clickCounter);
  context.set(previewAccessContext, preview);
  context.set(newsletterIssuesContext, services.newsletterIssues);
  context.set(publishContext, services.publish);
  context.set(clientAddressContext, request.clientAddress);
  context.set(serverOriginContext, request.serverOrigin);
  return context;
}
