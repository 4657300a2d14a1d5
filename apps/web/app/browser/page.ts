// The module every page loads (built by vite.browser.config.ts): the desktop menus' enhancement and, on a page
// with islands, the islands' entry once the page has painted. The server names that entry in a JSON data block
// (components/browser-scripts.tsx); importing it only after the first paint keeps React's download and
// hydration out of the way of the page's first frame.
import "./nav";

const islandsEntry = document.querySelector<HTMLScriptElement>("script[data-islands-entry]");
if (islandsEntry) {
  const url = JSON.parse(islandsEntry.text) as string;
  afterFirstPaint(() => import(/* @vite-ignore */ url));
}

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
