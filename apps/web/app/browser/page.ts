// The module every page loads once it has painted (loader.ts asks for it): the desktop menus' enhancement, the
// comparison's choice order and, on a page with islands, the islands' entry, which the server names in a JSON data
// block (components/browser-scripts.tsx). Arriving after the first paint, it keeps React's download and hydration out
// of the way of the page's first frame.
import "./compare-order";
import "./nav";

// The menus now answer hover, Escape and outside clicks; a journey waits for this mark before it tries them.
document.documentElement.dataset.enhanced = "";

const islandsEntry = document.querySelector<HTMLScriptElement>("script[data-islands-entry]");
if (islandsEntry) {
  const url = JSON.parse(islandsEntry.text) as string;
  void import(/* @vite-ignore */ url);
}
