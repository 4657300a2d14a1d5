// @vitest-environment jsdom
import { act } from "react";
import { renderToString } from "react-dom/server";
import { expect, test, vi } from "vitest";
import { Island, scriptSafeJson } from "./island";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const carousel = {
  heading: "Guías de juegos",
  subtitle: null,
  caption: "Guía",
  cards: [
    { _key: "a", title: "Ruleta </script><script>alert(1)</script>", link: "/ruleta-online", image: null },
    { _key: "b", title: "Blackjack", link: "/blackjack-online", image: null },
  ],
};

test("an island's props travel as JSON that no title can break out of", () => {
  const html = renderToString(<Island name="game-carousel" props={{ carousel }} />);
  document.body.innerHTML = html;
  const script = document.querySelector<HTMLScriptElement>('script[type="application/json"]');
  expect(document.querySelectorAll("script")).toHaveLength(1);
  expect(JSON.parse(script?.text ?? "")).toEqual({ carousel });
  expect(scriptSafeJson("</script>")).toBe('"\\u003c/script>"');
});

test("the islands entry hydrates every island from the server's markup without a mismatch", async () => {
  // jsdom has no layout; Embla needs these to start.
  class Observer {
    observe() {}
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
  const region = document.querySelector('[aria-roledescription="carrusel"]') as HTMLElement;
  const buttons = region.querySelector("button")?.parentElement as HTMLElement;
  expect(buttons.hidden).toBe(true);
  expect(document.querySelector("form")?.noValidate).toBe(false);

  await act(async () => {
    await import("../browser/islands");
  });
  expect(errors).not.toHaveBeenCalled();
  // Each island now runs: the carousel shows its buttons and marks the selected slide, the form sends itself.
  expect(buttons.hidden).toBe(false);
  expect(region.dataset.enhanced).toBe("true");
  expect(region.querySelector('[aria-current="true"]')?.getAttribute("aria-label")).toBe("1 de 2");
  expect(document.querySelector("form")?.noValidate).toBe(true);
});
