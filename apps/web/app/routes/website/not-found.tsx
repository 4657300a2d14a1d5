import { data } from "react-router";
import { NotFoundScreen } from "../../components/error-screen";
import { searchContext } from "../../context.server";
import { resemblingPages } from "../../lib/search-index.server";
import { logger } from "../../log.server";
import type { Route } from "./+types/not-found";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.debug({ path: pathname.slice(0, 200) }, "no route for this path");
  const resembling = resemblingPages(await context.get(searchContext).current(), pathname);
  return data({ resembling }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Página no encontrada | CasinoLupa" },
  { name: "robots", content: "noindex" },
];

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page">
      <NotFoundScreen resembling={loaderData.resembling} />
    </div>
  );
}
