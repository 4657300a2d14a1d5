// An author's page: name, role and short bio, what they check in every review, their public profiles, and the
// reviews they sign with the day each was last checked.
import type { AuthorPageQueryResult } from "@casinolupa/content";
import type { RankedCasino } from "@casinolupa/domain";
import { href } from "react-router";
import { formatDate } from "../../lib/format";
import { siteImage } from "../../lib/image";
import { IconList } from "../icon-list";
import { Breadcrumbs } from "../info-page/page-header";
import { Rating } from "../rating";
import { CasinoLogo } from "../review/casino-logo";
import { SiteImg } from "../site-img";
import { Link } from "../site-link";

type Author = NonNullable<AuthorPageQueryResult["author"]>;
type Review = RankedCasino<AuthorPageQueryResult["casinos"][number]>;

export function AuthorProfile({ author, reviews }: { author: Author; reviews: Review[] }) {
  const photo = siteImage(author.photo);
  return (
    <article>
      <header className="bg-ink text-white">
        <div className="container-page py-10 md:py-14">
          <Breadcrumbs
            trail={[
              { name: "Inicio", path: "/" },
              { name: author.name, path: href("/autores/:slug", { slug: author.slug }) },
            ]}
          />
          <div className="mt-4 flex flex-wrap items-center gap-5">
            <SiteImg image={photo} className="size-24 rounded-full object-cover" />
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-emerald-300">
                {author.kind === "person" ? "Autor" : "Firma de equipo"}
              </p>
              <h1 className="mt-2 text-3xl font-extrabold tracking-tight md:text-4xl">{author.name}</h1>
              <p className="mt-1 text-slate-200">{author.role}</p>
            </div>
          </div>
          <p className="mt-5 max-w-2xl text-slate-200">{author.bio}</p>
        </div>
      </header>

      <div className="container-page grid gap-10 py-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section aria-labelledby="resenas-titulo" className="min-w-0">
          <h2 id="resenas-titulo" className="text-2xl font-bold">
            Reseñas que firma
          </h2>
          {reviews.length === 0 ? (
            <p className="mt-3 text-ink-soft">Todavía no firma ninguna reseña publicada.</p>
          ) : (
            <ol className="mt-4 grid gap-3" data-testid="author-reviews">
              {reviews.map((review) => (
                <li key={review.slug} className="card flex flex-wrap items-center gap-4 p-4">
                  <CasinoLogo logo={review.logo} className="h-10 w-auto rounded-lg" />
                  <div className="min-w-0 flex-1">
                    <h3 className="font-bold">
                      <Link to={href("/:slug", { slug: review.slug })} className="text-brand-strong underline">
                        Análisis de {review.name}
                      </Link>
                    </h3>
                    <p className="text-sm text-muted">
                      Puesto {review.rank} · última revisión:{" "}
                      <time dateTime={review.lastReviewed}>{formatDate(review.lastReviewed)}</time>
                    </p>
                  </div>
                  <Rating rating={review.rating} />
                </li>
              ))}
            </ol>
          )}
        </section>

        <aside className="grid content-start gap-6">
          <section aria-labelledby="comprueba-titulo" className="card p-5">
            <h2 id="comprueba-titulo" className="text-lg font-bold">
              Qué comprueba
            </h2>
            <IconList
              items={author.checks}
              icon="check"
              iconClassName="text-brand"
              className="mt-3 grid gap-2 text-sm"
            />
            <p className="mt-3 text-sm text-muted">
              Cómo pesa cada apartado en la nota:{" "}
              <Link to={href("/como-puntuamos")} className="font-semibold text-brand-strong underline">
                cómo puntuamos
              </Link>
              .
            </p>
          </section>
          {author.profileLinks.length > 0 ? (
            <section aria-labelledby="perfiles-titulo" className="card p-5">
              <h2 id="perfiles-titulo" className="text-lg font-bold">
                Perfiles
              </h2>
              <ul className="mt-3 grid gap-2 text-sm">
                {author.profileLinks.map((url) => (
                  <li key={url}>
                    <a href={url} rel="me noopener noreferrer" className="text-brand-strong underline">
                      {new URL(url).hostname}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </article>
  );
}
