// The islands: the components a page renders on the server and the browser hydrates, each on its own, from
// one Vite-built entry (browser/islands.ts). Every other part of a page is HTML only. A page with an island
// says so in its route handle (`islands: true`), so that only it loads the entry (root.tsx).
// NOTE: an island gets its props as JSON and has no router or other context, so it may not use React Router's
// hooks or <Link>, nor `useId` (its ids would differ between the page's render and the island's).
import { GameCarousel } from "./components/home/game-carousel";
import { NewsletterForm } from "./components/newsletter/form";
import { Toaster } from "./components/toasts/toaster";

export const islands = {
  "game-carousel": GameCarousel,
  "newsletter-form": NewsletterForm,
  toaster: Toaster,
};

export type IslandName = keyof typeof islands;

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islands, name);
}
