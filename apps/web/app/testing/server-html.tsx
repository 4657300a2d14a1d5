// Component tests read what a visitor gets: the server's HTML (no page hydrates as a whole), in jsdom, queried by
// role and text with Testing Library. A test file that uses it starts with `// @vitest-environment jsdom`.
import { within } from "@testing-library/dom";
import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";

/** Renders `element` on the server into the document; returns the queries scoped to it. */
export function renderServerHtml(element: ReactElement) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<MemoryRouter>{element}</MemoryRouter>);
  document.body.replaceChildren(container);
  return within(container);
}

/** What a reader reads in `element`: its text with white space (no-break spaces included) folded. */
export const readText = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim();

/** What a screen reader reads of `element`: its text without what is hidden from it. */
export function readAloud(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return readText(copy);
}
