import { Link } from "react-router";
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from "./home-icons";
import type { ImageCardData } from "./image-gallery";

export type CarouselData = {
  heading: string;
  subtitle: string | null;
  caption: string | null;
  cards: ImageCardData[] | null;
};

/**
 * The home banner carousel, following the WAI-ARIA carousel pattern: a labelled region with previous and
 * next buttons, slides announced as "1 de 3", and the left and right arrow keys while focus is inside.
 *
 * Rendered on the server only. Without JavaScript (or before the script runs) the slides are a horizontally
 * scrollable row with scroll snapping, so all three cards are in the HTML and usable, and the buttons are
 * hidden. The page's script (carousel-script.ts, with Embla) then sets `data-enhanced`, which stops the native
 * scrolling, shows the buttons and keeps `aria-current` and the live region up to date.
 */
export function GameCarousel({ carousel }: { carousel: CarouselData }) {
  const cards = carousel.cards ?? [];
  const buttonClass =
    "flex size-11 items-center justify-center rounded-full border border-line bg-white text-ink shadow-card transition-colors hover:border-brand hover:text-brand-strong disabled:cursor-not-allowed disabled:opacity-40";

  return (
    <div className="bg-ink py-14 text-white">
      <section
        aria-labelledby="carousel-title"
        aria-roledescription="carrusel"
        className="group container-page"
        data-carousel
      >
        <div className="flex items-end justify-between gap-4">
          <div>
            <h2 id="carousel-title" className="text-2xl font-bold md:text-3xl">
              {carousel.heading}
            </h2>
            {carousel.subtitle ? <p className="mt-2 max-w-2xl text-slate-300">{carousel.subtitle}</p> : null}
          </div>
          <div className="flex shrink-0 gap-2" data-carousel-controls hidden>
            <button type="button" className={buttonClass} data-carousel-previous>
              <ChevronLeftIcon className="size-5" />
              <span className="sr-only">Diapositiva anterior</span>
            </button>
            <button type="button" className={buttonClass} data-carousel-next>
              <ChevronRightIcon className="size-5" />
              <span className="sr-only">Diapositiva siguiente</span>
            </button>
          </div>
        </div>
        {/* The vertical padding keeps a focused card's outline inside the clipped viewport. */}
        <div
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
                data-carousel-slide
                data-title={card.title}
                className="min-w-0 shrink-0 grow-0 basis-[88%] snap-start pl-4 sm:basis-[70%] lg:basis-[58%]"
              >
                <CarouselCard card={card} caption={carousel.caption} />
              </div>
            ))}
          </div>
        </div>
        {/* Tells screen-reader users where a button or arrow key took them. */}
        <p className="sr-only" aria-live="polite" aria-atomic="true" data-carousel-status />
      </section>
    </div>
  );
}

function CarouselCard({ card, caption }: { card: ImageCardData; caption: string | null }) {
  return (
    <article className="group/card relative h-full overflow-hidden rounded-card bg-white text-ink shadow-card has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-emerald-300">
      {card.image ? (
        <img
          src={card.image.url}
          alt={card.image.alt}
          width={card.image.width}
          height={card.image.height}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="aspect-[2/1] w-full bg-night object-cover"
        />
      ) : null}
      <div className="flex items-center justify-between gap-4 p-5">
        <div>
          <h3 className="text-lg font-bold md:text-xl">
            <Link to={card.link} className="after:absolute after:inset-0 focus-visible:outline-none">
              {card.title}
            </Link>
          </h3>
          {caption ? <p className="mt-1 text-sm text-muted">{caption}</p> : null}
        </div>
        <span
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand text-white transition-transform group-hover/card:translate-x-0.5"
          aria-hidden="true"
        >
          <ArrowRightIcon className="size-5" />
        </span>
      </div>
    </article>
  );
}
