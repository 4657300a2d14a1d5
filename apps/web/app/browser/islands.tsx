// The browser entry of the islands (app/islands.ts), built by Vite (vite.browser.config.ts) and loaded by the
// pages that have one, after first paint. Each island is its own React root, hydrated from the markup the
// server rendered and the props it wrote beside it.
import { hydrateRoot } from "react-dom/client";
import { isIslandName, islands } from "../islands";

for (const container of document.querySelectorAll<HTMLElement>("[data-island]")) {
  const name = container.dataset.island;
  const propsScript = container.nextElementSibling;
  if (!isIslandName(name) || !(propsScript instanceof HTMLScriptElement)) continue;
  const Component = islands[name] as React.ComponentType<Record<string, unknown>>;
  hydrateRoot(container, <Component {...JSON.parse(propsScript.text)} />);
}
