// Renders each document request. Adds the per-request nonce that lets React Router's inline scripts run
// under a Content-Security-Policy that allows no other inline script.
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { type RenderToPipeableStreamOptions, renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction } from "react-router";
import { ServerRouter } from "react-router";
import { browserEntries } from "./browser-entries.server";
import { BrowserEntriesProvider } from "./components/browser-scripts";
import { NonceProvider } from "./components/nonce";
import { logger } from "./log.server";
import { contentSecurityPolicy } from "./security.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce));
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
      <NonceProvider value={nonce}>
        <BrowserEntriesProvider value={browserEntries()}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </BrowserEntriesProvider>
      </NonceProvider>,
      {
        nonce,
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

/** Errors thrown by loaders, actions and rendering: one line with the stack in a field; none for a client that left. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  logger.error({ err: error, path: new URL(request.url).pathname.slice(0, 200) }, "request failed in React Router");
};
