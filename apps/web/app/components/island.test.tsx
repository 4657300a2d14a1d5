// @vitest-environment jsdom
import { homeQuery } from "@casinolupa/content";
import { screen, within } from "@testing-library/dom";
import { act } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { siteImage } from "../lib/image";
import { datasetContent } from "../testing/dataset";
import { Island, scriptSafeJson } from "./island";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

// The home page's carousel from the committed dataset, its images as the home loader passes them, with one title an
// editor could type to break out of a script.
const homeCarousel = (await datasetContent.fetch(homeQuery)).banners?.homeCarousel;
const [firstCard, ...otherCards] = (homeCarousel?.cards ?? []).map((card) => ({
  ...card,
  image: siteImage(card.image),
}));
if (!homeCarousel || !firstCard || otherCards.length === 0)
  throw new Error("The dataset's home carousel has no two cards");
const carousel = {
  ...homeCarousel,
  cards: [{ ...firstCard, title: `${firstCard.title} </script><script>alert(1)</script>` }, ...otherCards],
};

test("an island's props travel as JSON that no title can break out of", () => {
  const html = renderToString(<Island name="game-carousel" props={{ carousel }} />);
  document.body.innerHTML = html;
  const script = document.querySelector<HTMLScriptElement>('script[type="application/json"]');
  expect(document.querySelectorAll("script")).toHaveLength(1);
  expect(JSON.parse(script?.text ?? "")).toEqual({ carousel });
  expect(scriptSafeJson("</script>")).toBe('"\\u003c/script>"');
});

test("the islands entry hydrates each island only once it is needed, from the server's markup without a mismatch", async () => {
  // jsdom has no layout: Embla needs these to start, and the carousel waits for its observer to see it.
  const observed: Element[] = [];
  let seen: IntersectionObserverCallback = () => {};
  class Observer {
    constructor(callback: IntersectionObserverCallback) {
      seen = callback;
    }
    observe(target: Element) {
      observed.push(target);
    }
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal("ResizeObserver", Observer);
  vi.stubGlobal("IntersectionObserver", Observer);
  vi.stubGlobal("matchMedia", () => ({ matches: false, addListener() {}, removeListener() {} }));
  const errors = vi.spyOn(console, "error");
  document.body.innerHTML = renderToString(
    <>
      <Island name="newsletter-form" props={{ source: "home-top", page: "/", action: "/newsletter" }} />
      <Island name="game-carousel" props={{ carousel }} />
      <Island name="toaster" props={{}} />
    </>,
  );
  const region = within(screen.getByRole("region", { name: carousel.heading ?? "" }));
  // The carousel has started once a slide is marked as the current one.
  const started = () => region.queryByRole("group", { current: true }) !== null;
  // Its buttons are in the server's HTML, enabled (the CSS shows them once the page module runs), so Tab reaches
  // them before the carousel starts.
  for (const name of ["Diapositiva anterior", "Diapositiva siguiente"]) {
    expect(region.getByRole("button", { name }).hasAttribute("disabled")).toBe(false);
  }
  const email = screen.getByRole("textbox", { name: "Tu email" }) as HTMLInputElement;
  const form = email.form as HTMLFormElement;
  const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

  await act(async () => {
    await import("../browser/islands");
  });
  await settle();
  // Loaded, but nothing used or seen yet: every island is still the server's HTML.
  expect(started()).toBe(false);
  expect(form.noValidate).toBe(false);

  // The first focus in the form wakes it: it now sends itself.
  email.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
  await vi.waitFor(async () => {
    await settle();
    expect(form.noValidate).toBe(true);
  });
  expect(started()).toBe(false);

  // The carousel wakes when it comes into view: it marks the selected slide.
  const watched = observed.find((target) => target.contains(region.getByRole("heading", { level: 2 })));
  expect(watched).toBeDefined();
  const entry = { isIntersecting: true, target: watched } as unknown as IntersectionObserverEntry;
  seen([entry], {} as IntersectionObserver);
  await vi.waitFor(async () => {
    await settle();
    expect(started()).toBe(true);
  });
  expect(region.getByRole("group", { current: true, name: `1 de ${carousel.cards.length}` })).toBeTruthy();
  expect(errors).not.toHaveBeenCalled();
});
