// What the server hands every loader, action and middleware through React Router's typed context: set per
// request by the Express app (server/app.ts, getLoadContext), read with `context.get(...)`. Routes never import
// the process's singletons or read values the server put into request headers.
import type { ContentClient } from "@casinolupa/content";
import type { Db } from "@casinolupa/db";
import { createContext } from "react-router";
import type { ClickCounter } from "./clicks.server";
import type { SearchIndex } from "./lib/search-index.server";
import type { PreviewSession } from "./preview.server";

/** The content client (committed dataset or the live Content Lake). */
export const contentContext = createContext<ContentClient>();

/** The site search's index, built at start-up and after each publish. */
export const searchContext = createContext<SearchIndex>();

/** The newsletter and click database. */
export const dbContext = createContext<Db>();

/** Outbound clicks, counted in memory and written in batches. */
export const clickCounterContext = createContext<ClickCounter>();

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
