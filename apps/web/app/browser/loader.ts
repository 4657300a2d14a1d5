// The one script in a page's HTML (built by vite.browser.config.ts, inlined by components/browser-scripts.tsx): it
// asks for the page module (page.ts: the menus' enhancement and, where there are islands, their entry) only once
// the page has painted. The page works without that module, so nothing it does is worth a request that competes
// with the stylesheet for the first frame; and a script that arrives before the first paint is counted as part of
// it by Lighthouse's simulation (docs/decisions/013-page-module-after-first-paint.md).
//
// A classic script, not a module, so that `document.currentScript` names it; the module's URL is its data-module.
const script = document.currentScript;
const pageModule = script instanceof HTMLScriptElement ? script.dataset.module : undefined;
if (pageModule) afterFirstPaint(() => import(/* @vite-ignore */ pageModule));

/**
 * Runs `then` once the browser has reported the page's first paint. A frame callback alone is not enough: the
 * paint it precedes can reach the screen later than a task queued from it (a busy or software-rendered
 * compositor), so the signal is the paint timing entry itself, which the browser records once the frame is
 * presented. Where paint timing is missing, or never comes (a tab opened in the background), the frame-callback
 * approximation and the load event stand in.
 */
function afterFirstPaint(then: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    then();
  };
  const canObserve =
    typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  const observer = canObserve ? new PerformanceObserver(() => setTimeout(once)) : undefined;
  if (observer) {
    observer.observe({ type: "paint", buffered: true });
    addEventListener("load", () => setTimeout(once, 3000), { once: true });
  } else {
    requestAnimationFrame(() => setTimeout(once));
  }
}
