// /autores/<slug>: who signs our reviews (a person, or the editorial team until real people are entered), what they
// check, and every review they sign, in ranking order with the day each was last checked.
import { authorPageQuery } from "@casinolupa/content";
import { authorSchemaType, rankCasinos } from "@casinolupa/domain";
import { data, href } from "react-router";
import { AuthorProfile } from "../../components/author/author-profile";
import { contentContext, searchContext } from "../../context.server";
import { siteImage } from "../../lib/image";
import { resemblingPages } from "../../lib/search-index.server";
import { absoluteUrl, breadcrumbs, organization, pageMeta, siteOrigin } from "../../lib/seo";
import type { Route } from "./+types/author";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const queried = await context.get(contentContext).fetch(authorPageQuery, { slug: params.slug });
  if (!queried.author) {
    const resembling = resemblingPages(await context.get(searchContext).current(), new URL(request.url).pathname);
    throw data({ resembling }, { status: 404 });
  }
  // A casino «no clasificado» has no review to sign: its page says why it is not ranked.
  const reviews = rankCasinos(queried.casinos).ranked;
  return { author: queried.author, reviews };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const origin = siteOrigin(matches);
  if (!loaderData) return [{ title: "Página no encontrada | CasinoLupa" }, { name: "robots", content: "noindex" }];
  const { author, reviews } = loaderData;
  const path = href("/autores/:slug", { slug: author.slug });
  const description = `${author.name}, ${author.role.charAt(0).toLowerCase()}${author.role.slice(1)} en CasinoLupa: qué comprueba en cada análisis y las ${reviews.length} reseñas de casinos que firma.`;
  const lastChecked = reviews
    .map((review) => review.lastReviewed)
    .sort()
    .at(-1);
  return pageMeta({
    title: `${author.name}: reseñas que firma`,
    description,
    path,
    origin,
    image: siteImage(author.photo),
    ogType: author.kind === "person" ? "article" : "website",
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "ProfilePage",
        url: absoluteUrl(origin, path),
        inLanguage: "es-ES",
        dateCreated: author._createdAt.slice(0, 10),
        dateModified: [author._updatedAt.slice(0, 10), lastChecked].filter(Boolean).sort().at(-1),
        publisher: organization(origin),
        mainEntity: {
          "@type": authorSchemaType(author.kind),
          name: author.name,
          description: author.bio,
          url: absoluteUrl(origin, path),
          ...(author.kind === "person" ? { jobTitle: author.role } : {}),
          ...(author.photo?.url ? { image: absoluteUrl(origin, author.photo.url) } : {}),
          ...(author.profileLinks.length > 0 ? { sameAs: author.profileLinks } : {}),
        },
      },
      breadcrumbs(origin, [
        { name: "Inicio", path: "/" },
        { name: author.name, path },
      ]),
    ],
  });
};

export default function Author({ loaderData }: Route.ComponentProps) {
  return <AuthorProfile author={loaderData.author} reviews={loaderData.reviews} />;
}
