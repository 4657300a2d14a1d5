// The browser side of the home banner carousel, as plain JavaScript: home.tsx inlines it with `${startCarousels}`,
// so this function must use nothing from outside its own body (no imports at run time, only types). It drives
// Embla's core build, which the page loads from /scripts/embla-carousel-<version>.js (embla.server.ts).
import type { EmblaCarouselType as EmblaApi, EmblaOptionsType as EmblaOptions } from "embla-carousel";

type EmblaCarousel = (viewport: HTMLElement, options?: EmblaOptions) => EmblaApi;

/**
 * The carousel loops, a drag starts after 10 px, and a move animates with duration 25.
 * The selected slide is centred, so its neighbours show at both sides.
 */
export const CAROUSEL_OPTIONS = {
  loop: true,
  dragThreshold: 10,
  duration: 25,
  align: "center",
} satisfies EmblaOptions;

/**
 * Starts every `[data-carousel]` on the page once the document (and so the deferred Embla script) has loaded.
 * Until then, or if Embla never arrives, the slides stay a natively scrollable row. Once started, the row stops
 * scrolling natively (Embla moves it by transform), the previous and next buttons appear and are disabled when
 * they cannot move, the selected slide carries `aria-current`, a polite live region says "Diapositiva 2 de 3:
 * <title>", and the left and right arrow keys move while focus is inside the carousel.
 */
export function startCarousels(options: EmblaOptions) {
  function start(root: HTMLElement, Embla: EmblaCarousel) {
    const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
    if (!viewport) return;
    const slides = [...root.querySelectorAll<HTMLElement>("[data-carousel-slide]")];
    const previous = root.querySelector<HTMLButtonElement>("[data-carousel-previous]");
    const next = root.querySelector<HTMLButtonElement>("[data-carousel-next]");
    const status = root.querySelector<HTMLElement>("[data-carousel-status]");

    root.dataset.enhanced = "true";
    // A visitor may have scrolled the row natively before Embla took over; Embla positions by transform.
    viewport.scrollLeft = 0;
    const embla = Embla(viewport, options);

    let announced = -1;
    const update = () => {
      const selected = embla.selectedScrollSnap();
      slides.forEach((slide, index) => {
        if (index === selected) slide.setAttribute("aria-current", "true");
        else slide.removeAttribute("aria-current");
      });
      if (previous) previous.disabled = !embla.canScrollPrev();
      if (next) next.disabled = !embla.canScrollNext();
      // Only a move is announced, not the start.
      if (status && announced !== -1 && announced !== selected) {
        status.textContent = `Diapositiva ${selected + 1} de ${slides.length}: ${slides[selected]?.dataset.title ?? ""}`;
      }
      announced = selected;
    };
    update();
    embla.on("select", update).on("reInit", update);

    previous?.addEventListener("click", () => embla.scrollPrev());
    next?.addEventListener("click", () => embla.scrollNext());
    root.querySelector<HTMLElement>("[data-carousel-controls]")?.removeAttribute("hidden");
    root.addEventListener("keydown", (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") {
        event.preventDefault();
        embla.scrollPrev();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        embla.scrollNext();
      }
    });
  }

  function startAll() {
    const Embla = (window as unknown as { EmblaCarousel?: EmblaCarousel }).EmblaCarousel;
    if (!Embla) return;
    for (const root of document.querySelectorAll<HTMLElement>("[data-carousel]")) start(root, Embla);
  }

  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", startAll, { once: true });
  else startAll();
}

/** The carousel's inline script: runs after the deferred Embla script, on DOMContentLoaded. */
export const carouselScript = `(${startCarousels})(${JSON.stringify(CAROUSEL_OPTIONS)});`;
