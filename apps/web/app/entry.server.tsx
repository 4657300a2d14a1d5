// Renders each document request. Nothing in it depends on the visitor: the page cache serves it to everyone
// (the Content-Security-Policy, the same for every response, is set by the server: server/guards.ts).
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type HandleErrorFunction, isRouteErrorResponse, ServerRouter } from "react-router";
import { browserEntries } from "./browser-entries.server";
import { BrowserEntriesProvider } from "./components/browser-scripts";
import { logger } from "./log.server";

export const streamTimeout = 5_000;

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

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; people get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <BrowserEntriesProvider value={browserEntries()}>
        <ServerRouter context={routerContext} url={request.url} />
      </BrowserEntriesProvider>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered && !request.signal.aborted) logger.error({ err: error }, "render failed");
        },
      },
    );
    // The client went away (or every request waiting for this render did): stop rendering.
    request.signal.addEventListener("abort", () => abort(), { once: true });
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
