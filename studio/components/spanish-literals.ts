// The few English words Sanity 6 writes into its components as literals, with no locale key a bundle could
// translate (components/spanish-strings.ts does the rest): the tooltip «Close» and the unnamed close button of a rich
// text link's popover, the «Close dialog» button of Sanity UI's dialogs, the «Open menu» tooltips and the «Open»
// button of a reference search. The Studio's layout watches the page and puts them in Spanish as they appear.
import { useEffect } from "react";

/** Each literal as Sanity writes it, and what the editor reads or hears instead. */
export const SPANISH_LITERALS: Readonly<Record<string, string | undefined>> = {
  Close: "Cerrar",
  "Close dialog": "Cerrar",
  "Open menu": "Abrir menú",
  Open: "Mostrar opciones",
};

const TOOLTIP = '[data-ui="Tooltip"]';
// The close button of a link's popover shows «Close» as a tooltip only and has no accessible name at all.
const UNNAMED_CLOSE = '[data-testid="close-popover-edit-dialog-button"]:not([aria-label])';

function translateText(text: Text) {
  const spanish = SPANISH_LITERALS[text.data];
  if (spanish && text.parentElement?.closest(TOOLTIP)) text.data = spanish;
}

/** Puts the literals in and under `node` in Spanish: tooltip texts, button names. */
export function translateLiterals(node: Node) {
  if (node.nodeType === Node.TEXT_NODE) return translateText(node as Text);
  if (!(node instanceof Element)) return;
  for (const button of [node, ...node.querySelectorAll("button[aria-label]")]) {
    const spanish = button.tagName === "BUTTON" && SPANISH_LITERALS[button.getAttribute("aria-label") ?? ""];
    if (spanish) button.setAttribute("aria-label", spanish);
  }
  for (const button of node.matches(UNNAMED_CLOSE) ? [node] : node.querySelectorAll(UNNAMED_CLOSE)) {
    button.setAttribute("aria-label", "Cerrar");
  }
  const tooltips = node.closest(TOOLTIP) ? [node] : node.querySelectorAll(TOOLTIP);
  for (const tooltip of tooltips) {
    const walker = document.createTreeWalker(tooltip, NodeFilter.SHOW_TEXT);
    for (let text = walker.nextNode(); text; text = walker.nextNode()) translateText(text as Text);
  }
}

/** From mount to unmount, every literal already on the page and every one that appears later is in Spanish. */
export function useSpanishLiterals() {
  useEffect(() => {
    translateLiterals(document.body);
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === "characterData") translateLiterals(record.target);
        else for (const added of record.addedNodes) translateLiterals(added);
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
}
