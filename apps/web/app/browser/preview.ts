// Visual editing, in an editor's preview only (components/browser-scripts.tsx names this module only when the
// layout says the request is a preview; a visitor's page never references it, and the build keeps it apart).
// Inside the Studio's Presentation tool it draws Sanity's overlays over the text that carries stega marks (a click
// opens that field), follows the editor's navigation, and when a draft is saved renders the page again from the
// server (the drafts as saved), swapping the page's content in place, without a reload.
import { enableVisualEditing, type HistoryAdapterNavigate } from "@sanity/visual-editing";

/** A read of the page that takes longer is dropped, so that it cannot hold back every later refresh. */
const REFRESH_TIMEOUT_MS = 10_000;
let refreshing: Promise<void> | undefined;
let again = false;

/** The page rendered again, its header, content and footer swapped in; one request at a time, the last change wins. */
function refreshPage(): Promise<void> {
  if (refreshing) {
    again = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      again = false;
      try {
        const response = await fetch(location.href, {
          credentials: "same-origin",
          headers: { Accept: "text/html" },
          signal: AbortSignal.timeout(REFRESH_TIMEOUT_MS),
        });
        if (!response.ok) continue;
        const fresh = new DOMParser().parseFromString(await response.text(), "text/html");
        for (const selector of ["body > header", "main", "body > footer"]) {
          const next = fresh.querySelector(selector);
          const current = document.querySelector(selector);
          if (next && current) current.replaceWith(document.importNode(next, true));
        }
      } catch {
        // A read that failed or never finished: the change that came meanwhile, or the next one, reads again.
      }
    } while (again);
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

// When the Studio saves a draft, its Presentation tool forwards the Content Lake listener's event to this frame at
// once (`presentation/snapshot-event`, meant for Sanity's optimistic updates); its `refresh` below follows only after
// a quiet second (`useEditState(…, "low")` in the Studio). Reading the page again on the event saves that second; the
// later refresh reads it once more, in case the event outran the query API (the Content Lake's listener may report
// a transaction before queries see it). A transaction's events come one per document (a publish writes two): the
// page is read on its last. Any message that is not the Studio's is ignored.
type ListenerEvent = { type?: unknown; transactionCurrentEvent?: unknown; transactionTotalEvents?: unknown };

window.addEventListener("message", (message: MessageEvent<unknown>) => {
  if (message.source !== window.parent || typeof message.data !== "object" || message.data === null) return;
  const { domain, type, data } = message.data as { domain?: unknown; type?: unknown; data?: { event?: ListenerEvent } };
  if (domain !== "sanity/channels" || type !== "presentation/snapshot-event" || data?.event?.type !== "mutation")
    return;
  const { transactionCurrentEvent, transactionTotalEvents } = data.event;
  if (transactionCurrentEvent === transactionTotalEvents) void refreshPage();
});

enableVisualEditing({
  zIndex: 1000,
  refresh: (payload) => (payload.source === "mutation" || payload.source === "manual" ? refreshPage() : false),
  history: {
    subscribe(navigate: HistoryAdapterNavigate) {
      // The Studio learns which page the frame shows, and follows the editor's clicks on links.
      navigate({ type: "push", url: `${location.pathname}${location.search}` });
      return () => {};
    },
    update(update) {
      if (update.type === "pop") history.back();
      else if (update.url !== `${location.pathname}${location.search}`) location.assign(update.url);
    },
  },
});
