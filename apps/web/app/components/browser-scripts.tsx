// The page's browser code. Every page gets one small inline script at the end of <body> (app/browser/loader.ts),
// which asks for the page module (app/browser/page.ts: the menus' enhancement) once the page has painted; a page
// with islands also names the islands' entry in a JSON data block, which that module imports. Nothing is
// preloaded in the head, and React Router's own <Scripts /> is never rendered: no page hydrates as a whole.
// In development the page module is a plain module script (Vite serves it; no loader is built). The inline scripts'
// text is fixed, and the Content-Security-Policy allows exactly that text by its hash (browser-entries.server.ts).
import { createContext, useContext } from "react";

/** The URLs of the Vite-built browser modules (browser-entries.server.ts). */
export type BrowserEntries = {
  page: string;
  islands: string;
  /** Visual editing (app/browser/preview.ts), named only on an editor's preview pages. */
  preview: string;
  /** The built loader's source, inlined in every page; absent in development. */
  loader?: string;
  development: boolean;
};

const BrowserEntriesContext = createContext<BrowserEntries | null>(null);

export const BrowserEntriesProvider = BrowserEntriesContext.Provider;

// In development Vite transforms the islands' components for React Refresh, which needs React Router's
// preamble installed first; an inline module imports both, in that order.
export const developmentIslands = (entry: string) =>
  `import "/@id/virtual:react-router/inject-hmr-runtime";import ${JSON.stringify(entry)};`;

export function BrowserScripts({ islands, preview = false }: { islands: boolean; preview?: boolean }) {
  const entries = useContext(BrowserEntriesContext);
  if (!entries) return null;
  return (
    <>
      {entries.loader ? (
        <script data-module={entries.page} dangerouslySetInnerHTML={{ __html: entries.loader }} />
      ) : (
        // NOTE: not `async`: React 19 hoists an async script into <head>.
        <script type="module" src={entries.page} />
      )}
      {islands && entries.development ? (
        <script type="module" dangerouslySetInnerHTML={{ __html: developmentIslands(entries.islands) }} />
      ) : islands ? (
        <script
          type="application/json"
          data-islands-entry
          dangerouslySetInnerHTML={{ __html: JSON.stringify(entries.islands) }}
        />
      ) : null}
      {preview ? <script type="module" src={entries.preview} /> : null}
    </>
  );
}
