import type { SiteImage } from "../../lib/image";
import { Icon } from "../icon";
import { SiteImg } from "../site-img";
import { Link } from "../site-link";

/** An image card from the site settings (carousel and galleries): image with alt text, title and link. */
export type ImageCardData = {
  _key: string;
  title: string;
  link: string;
  image: SiteImage | null;
};

export type GalleryData = { _key: string; heading: string; cards: ImageCardData[] | null };

/** A gallery of image cards in two columns; each whole card leads to its page. */
export function ImageGallery({ gallery }: { gallery: GalleryData }) {
  const headingId = `gallery-${gallery._key}`;
  return (
    <section className="container-page py-12" aria-labelledby={headingId}>
      <h2 id={headingId} className="text-2xl font-bold md:text-3xl">
        {gallery.heading}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-6">
        {(gallery.cards ?? []).map((card) => (
          <li
            key={card._key}
            className="card group relative overflow-hidden transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand"
            data-testid="gallery-card"
          >
            <SiteImg
              image={card.image}
              lazy
              className="aspect-[8/5] w-full bg-ink object-cover transition-transform duration-300 group-hover:scale-[1.02]"
            />
            <h3 className="flex items-center justify-between gap-2 p-3 text-base font-bold sm:p-5 sm:text-lg">
              {/* The link covers the whole card (::after), so image and title are one target. */}
              <Link to={card.link} className="after:absolute after:inset-0 focus-visible:outline-none">
                {card.title}
              </Link>
              <Icon
                name="arrow-right"
                className="size-5 shrink-0 text-brand transition-transform group-hover:translate-x-0.5"
              />
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
