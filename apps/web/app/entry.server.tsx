// Renders each document request. Nothing in it depends on the visitor: the page cache serves it to everyone
// (the Content-Security-Policy, the same for every response, is set by the server: server/guards.ts).
import { renderToString } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { browserEntries } from "./browser-entries.server";
import { BrowserEntriesProvider } from "./components/browser-scripts";
import { logger } from "./log.server";

/**
 * No page hydrates (no `<Scripts />`: the few scripts are islands, components/browser-scripts.tsx), so React Router
 * does not encode every loader's data for the browser: 0.5-0.8 ms of each render, and an empty Suspense boundary
 * in every page. `hydrate` is read by the patch in patches/react-router@8.4.0.patch (decision 038).
 */
export const hydrate = false;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");

  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Every page renders whole and at once (no Suspense, no deferred data), and the page cache reads the whole body
  // before answering anyway: one string, not a stream filled chunk by chunk and read back (decision 008). A
  // component that throws fails the render, and React Router renders the route's error boundary instead.
  const html = renderToString(
    <BrowserEntriesProvider value={browserEntries()}>
      <ServerRouter context={routerContext} url={request.url} />
    </BrowserEntriesProvider>,
  );
  // Bytes, not a string: a string body is checked for lone surrogates (USVString) and measured again by undici,
  // 0.4-0.5 ms of a 70 KB page; Buffer.from encodes it once, replacing a lone surrogate as that check would.
  return new Response(Buffer.from(`<!DOCTYPE html>${html}`), {
    headers: responseHeaders,
    status: responseStatusCode,
  });
}

/**
 * Errors thrown by loaders, actions and rendering: one line with the stack in a field. None for a client that
 * left, nor for a client's error (a 405, a 404): the request's own log line says it, at warn.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  // React Router's check of a form post's Origin throws a plain Error for another site's Origin or one that makes
  // no URL («… Aborting the action.»): answered 400, a client's error.
  if (error instanceof Error && error.message.endsWith("Aborting the action.")) return;
  logger.error({ err: error, path: new URL(request.url).pathname.slice(0, 200) }, "request failed in React Router");
};
