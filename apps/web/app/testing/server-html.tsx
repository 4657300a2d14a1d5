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

/**
 * The description lists in `scope` as a reader pairs them: each term with the definitions that follow it, up to the
 * next term, whatever elements group them.
 */
export function termsAndDefinitions(scope: ReturnType<typeof within>): Record<string, string[]> {
  const terms = scope.queryAllByRole("term");
  const entries = [...terms, ...scope.queryAllByRole("definition")].sort((a, b) =>
    a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
  );
  const said: Record<string, string[]> = {};
  let term: string | undefined;
  for (const entry of entries) {
    if (terms.includes(entry)) {
      term = readText(entry);
      said[term] = [];
    } else if (term !== undefined) said[term]?.push(readText(entry));
  }
  return said;
}
