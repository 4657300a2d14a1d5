// The home banner carousel: an island (app/islands.ts), rendered on the server and hydrated in the browser.
import useEmblaCarousel from "embla-carousel-react";
import { type KeyboardEvent, useCallback, useEffect, useState } from "react";
import { IslandIcon } from "../island-icons";
import { SiteImg } from "../site-img";
import type { ImageCardData } from "./image-gallery";

export type CarouselData = {
  heading: string;
  subtitle: string | null;
  caption: string | null;
  cards: ImageCardData[] | null;
};

/**
 * Embla's options: the carousel loops, a drag starts after 10 px, and a move animates with duration 25.
 * The selected slide is centred, so its neighbours show at both sides.
 */
export const CAROUSEL_OPTIONS = { loop: true, dragThreshold: 10, duration: 25, align: "center" } as const;

const NO_CARDS: ImageCardData[] = [];

/** What a screen reader hears after a move: "Diapositiva 2 de 3: <title>". */
export function slideAnnouncement(index: number, count: number, title: string): string {
  return `Diapositiva ${index + 1} de ${count}: ${title}`;
}

/**
 * The home banner carousel, following the WAI-ARIA carousel pattern: a labelled region with previous and
 * next buttons, slides labelled "1 de 3", and the left and right arrow keys while focus is inside.
 *
 * On the server, and in the browser until Embla has started, the slides are a horizontally scrollable row with
 * scroll snapping: so without JavaScript all three cards are in the HTML and usable, and the buttons are hidden.
 * With JavaScript the buttons show from the page module's start, in the Tab order before the slides. Once Embla
 * runs, the row stops scrolling natively (Embla moves it by transform), the buttons move it and are disabled
 * when they cannot move (only without `loop`), the selected slide carries `aria-current`, and a polite
 * live region says where a move went. Links are plain anchors: the island has no router.
 */
export function GameCarousel({ carousel }: { carousel: CarouselData }) {
  const cards = carousel.cards ?? NO_CARDS;
  const [emblaRef, embla] = useEmblaCarousel(CAROUSEL_OPTIONS);
  const [selected, setSelected] = useState(0);
  // Looping, both buttons can always move: they start enabled, so a keyboard user who Tabs to them before Embla
  // has started (it starts as the carousel comes into view) can reach them.
  const [canMove, setCanMove] = useState(() => {
    const looping = CAROUSEL_OPTIONS.loop && cards.length > 1;
    return { previous: looping, next: looping };
  });
  const [announcement, setAnnouncement] = useState("");

  // A visitor may have scrolled the row natively before Embla took over; Embla positions by transform.
  const viewportRef = useCallback(
    (viewport: HTMLDivElement | null) => {
      if (viewport) viewport.scrollLeft = 0;
      emblaRef(viewport);
    },
    [emblaRef],
  );

  useEffect(() => {
    if (!embla) return;
    let shown = embla.selectedScrollSnap();
    const update = () => {
      const index = embla.selectedScrollSnap();
      setSelected(index);
      setCanMove({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
      // Only a move is announced, not the start.
      if (index !== shown) setAnnouncement(slideAnnouncement(index, cards.length, cards[index]?.title ?? ""));
      shown = index;
    };
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, cards]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!embla || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === "ArrowLeft") {
      event.preventDefault();
      embla.scrollPrev();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      embla.scrollNext();
    }
  };

  const buttonClass =
    "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:border-brand hover:text-brand-strong disabled:cursor-not-allowed disabled:opacity-40";
  const enhanced = embla !== undefined;

  return (
    <div className="bg-ink py-14 text-white">
      <section
        aria-labelledby="carousel-title"
        aria-roledescription="carrusel"
        className="group container-page"
        data-enhanced={enhanced ? "true" : undefined}
        onKeyDown={onKeyDown}
      >
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="carousel-title" className="text-2xl font-bold md:text-3xl">
              {carousel.heading}
            </h2>
            {carousel.subtitle ? <p className="mt-2 max-w-2xl text-slate-300">{carousel.subtitle}</p> : null}
          </div>
          {/* Shown wherever JavaScript runs (the page module marks <html data-enhanced> after the first paint), not
              only once Embla has started: otherwise Tab passed them by on the way to the slides. */}
          <div className="hidden shrink-0 gap-2 [html[data-enhanced]_&]:flex">
            <button
              type="button"
              className={buttonClass}
              disabled={!canMove.previous}
              onClick={() => embla?.scrollPrev()}
            >
              <IslandIcon name="chevron-left" className="size-5" />
              <span className="sr-only">Diapositiva anterior</span>
            </button>
            <button type="button" className={buttonClass} disabled={!canMove.next} onClick={() => embla?.scrollNext()}>
              <IslandIcon name="chevron-right" className="size-5" />
              <span className="sr-only">Diapositiva siguiente</span>
            </button>
          </div>
        </div>
        {/* The vertical padding keeps a focused card's outline inside the clipped viewport. */}
        <div
          ref={viewportRef}
          data-carousel-viewport
          className="mt-6 snap-x snap-mandatory overflow-x-auto pt-2 pb-4 group-data-[enhanced=true]:snap-none group-data-[enhanced=true]:overflow-hidden group-data-[enhanced=true]:pb-2"
        >
          <div className="-ml-4 flex touch-pan-y">
            {cards.map((card, index) => (
              // biome-ignore lint/a11y/useSemanticElements: a slide is a group in the WAI-ARIA carousel pattern; a fieldset is for form controls.
              <div
                key={card._key}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={`${index + 1} de ${cards.length}`}
                aria-current={enhanced && index === selected ? "true" : undefined}
                className="min-w-0 shrink-0 grow-0 basis-[88%] snap-start pl-4 sm:basis-[70%] lg:basis-[58%]"
              >
                <CarouselCard card={card} caption={carousel.caption} />
              </div>
            ))}
          </div>
        </div>
        {/* Tells screen-reader users where a button or arrow key took them. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {announcement}
        </p>
      </section>
    </div>
  );
}

function CarouselCard({ card, caption }: { card: ImageCardData; caption: string | null }) {
  return (
    <article className="group/card relative h-full overflow-hidden rounded-card bg-white text-ink shadow-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-emerald-300">
      <SiteImg image={card.image} lazy draggable={false} className="aspect-[2/1] w-full bg-night object-cover" />
      <div className="flex items-center justify-between gap-4 p-5">
        <div>
          <h3 className="text-lg font-bold md:text-xl">
            <a href={card.link} className="after:absolute after:inset-0 focus-visible:outline-none">
              {card.title}
            </a>
          </h3>
          {caption ? <p className="mt-1 text-sm text-muted">{caption}</p> : null}
        </div>
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white transition-transform group-hover/card:translate-x-0.5"
          aria-hidden="true"
        >
          <IslandIcon name="arrow-right" className="size-5" />
        </span>
      </div>
    </article>
  );
}
