import { data } from "react-router";
import { NotFoundScreen } from "../../components/error-screen";
import { logger } from "../../log.server";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  logger.debug({ path: pathname.slice(0, 200) }, "no route for this path");
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Página no encontrada | CasinoLupa" },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <div className="container-page">
      <NotFoundScreen />
    </div>
  );
}
