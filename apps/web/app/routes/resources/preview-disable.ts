// «Salir de la vista previa»: ends the editor's session (the cookie is cleared) and goes back to the page, now as
// a visitor sees it. Harmless for anyone: it only ever removes the preview cookie.
import { clearedCookie, safeReturnPath } from "../../preview.server";
import type { Route } from "./+types/preview-disable";

export function loader({ request }: Route.LoaderArgs) {
  return new Response(null, {
    status: 303,
    headers: {
      Location: safeReturnPath(new URL(request.url).searchParams.get("volver")),
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      "Set-Cookie": clearedCookie(),
    },
  });
}
