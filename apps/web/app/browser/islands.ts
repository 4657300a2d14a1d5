// The browser entry of the islands (app/islands.ts), loaded by the page module on pages that have one. It loads
// no island at once: each waits until it is needed (docs/decisions/010-islands.md), and only then are React and
// its component fetched and the island hydrated, as its own React root, from the server's markup and props:
// - the carousel when it comes near the screen (an IntersectionObserver), since its buttons are what it adds;
// - a form when it is used: the first pointer over it, press, focus or input inside it. A form sent before its
//   island is ready posts as it does without JavaScript;
// - the toaster along with the first island that wakes, as only a form ever gives it something to show.
// Until then each is the plain HTML it was rendered as: a natively scrollable row, a form that posts.
import type { ComponentType } from "react";
import type { IslandName } from "../islands";

type When = "visible" | "used" | "with-others";

/** Each island's component, fetched on demand (one chunk each; React's in one chunk they share). */
const components = {
  "game-carousel": () => import("../components/home/game-carousel").then((module) => module.GameCarousel),
  "newsletter-form": () => import("../components/newsletter/form").then((module) => module.NewsletterForm),
  toaster: () => import("../components/toasts/toaster").then((module) => module.Toaster),
} satisfies Record<IslandName, () => Promise<ComponentType<never>>>;

export const HYDRATE_WHEN: Record<IslandName, When> = {
  "game-carousel": "visible",
  "newsletter-form": "used",
  toaster: "with-others",
};

/** A visitor starting to use an island: on a phone the first tap, on a desktop the pointer arriving. */
const USE_EVENTS = ["pointerover", "pointerdown", "focusin", "input"] as const;
/** How near the screen (in CSS px) the carousel starts, so it is ready by the time it is seen. */
const NEAR_SCREEN = "200px 0px";

const isIsland = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(components, name);
const containers = [...document.querySelectorAll<HTMLElement>("[data-island]")];
const woken = new Map<HTMLElement, Promise<void>>();

/** Hydrates the island in `container` (once), and the islands that go along with the first one. */
function wake(container: HTMLElement): Promise<void> {
  let hydrated = woken.get(container);
  if (hydrated) return hydrated;
  hydrated = hydrate(container);
  woken.set(container, hydrated);
  for (const other of containers) {
    const name = other.dataset.island;
    if (isIsland(name) && HYDRATE_WHEN[name] === "with-others") void wake(other);
  }
  return hydrated;
}

async function hydrate(container: HTMLElement): Promise<void> {
  const name = container.dataset.island;
  const propsScript = container.nextElementSibling;
  if (!isIsland(name) || !(propsScript instanceof HTMLScriptElement)) return;
  const [{ hydrateIsland }, Component] = await Promise.all([import("./hydrate-island"), components[name]()]);
  hydrateIsland(container, Component as ComponentType<Record<string, unknown>>, JSON.parse(propsScript.text));
}

const observer =
  typeof IntersectionObserver === "function"
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const container = entry.target.closest<HTMLElement>("[data-island]");
            if (container) void wake(container);
          }
        },
        { rootMargin: NEAR_SCREEN },
      )
    : undefined;

for (const container of containers) {
  const name = container.dataset.island;
  if (!isIsland(name)) continue;
  if (HYDRATE_WHEN[name] === "visible") {
    // The container has `display: contents` and no box of its own: its children are what can be seen.
    if (observer) for (const child of container.children) observer.observe(child);
    else void wake(container);
  } else if (HYDRATE_WHEN[name] === "used") {
    const start = () => {
      for (const type of USE_EVENTS) container.removeEventListener(type, start, true);
      void wake(container);
    };
    for (const type of USE_EVENTS) container.addEventListener(type, start, { capture: true, passive: true });
    // Focused before this module arrived (it comes after the first paint): in use already.
    if (container.contains(document.activeElement)) start();
  }
}
// The islands now wake when needed; a journey waits for this mark before it uses one.
document.documentElement.dataset.islands = "";
