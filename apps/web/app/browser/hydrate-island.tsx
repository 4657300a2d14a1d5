// React's part of the islands, fetched only when the first island on a page wakes (islands.ts): hydrates one island
// as its own React root from the markup the server rendered and the props it wrote beside it.
import type { ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";

export function hydrateIsland(
  container: HTMLElement,
  Component: ComponentType<Record<string, unknown>>,
  props: Record<string, unknown>,
): void {
  hydrateRoot(container, <Component {...props} />);
}
