// The Studio's way into preview (the Presentation tool and «Abrir en el sitio» open it): a link signed with a
// secret the Studio wrote into the dataset less than an hour ago (@sanity/preview-url-secret). A valid link,
// used for the first time, opens the editor's session (a signed cookie) and redirects to the page asked for;
// anything else is refused and sees no draft. Without a Sanity project or a draft-reading token, it says why
// preview is off. preview.server.ts has the rules.

import { dbContext, previewAccessContext } from "../../context.server";
import { previewMessage } from "../../lib/preview-page";
import { logger } from "../../log.server";
import { safeReturnPath } from "../../preview.server";
import type { Route } from "./+types/preview-enable";

export async function loader({ request, context }: Route.LoaderArgs) {
  const preview = context.get(previewAccessContext);
  if (!preview.available) {
    return previewMessage(404, "La vista previa está desactivada", preview.reason);
  }
  const url = new URL(request.url);
  // Already in a session (the Studio reloads the frame with the same link): only the redirect is needed.
  if (preview.sessionFrom(request.headers.get("cookie"))) {
    return redirect(safeReturnPath(url.searchParams.get("sanity-preview-pathname")));
  }
  const db = context.get(dbContext);
  let result: Awaited<ReturnType<typeof preview.enter>>;
  try {
    // NOTE: the secrets already used are kept in the webhook deliveries' table (one key per thing accepted once,
    // shared by every process); a secret's key is kept until it could no longer be valid.
    result = await preview.enter(request.url, (key, expiresAt) =>
      db.webhookDeliveries.recordOnce(key, { signedAt: expiresAt, forgetBefore: new Date(Date.now() - 5 * 60_000) }),
    );
  } catch (error) {
    logger.error({ err: error }, "Preview link not checked: the Content Lake or the database failed");
    return previewMessage(
      503,
      "No hemos podido abrir la vista previa",
      "No hemos podido comprobar el enlace ahora mismo. Vuelve a abrirlo desde el Studio en unos segundos.",
    );
  }
  if (!result.ok) {
    logger.warn({ reason: result.reason }, "Preview link refused");
    return previewMessage(
      401,
      "Este enlace de vista previa no es válido",
      result.reason === "replayed"
        ? "Este enlace ya se ha usado. Abre la vista previa de nuevo desde el Studio."
        : "El enlace no es válido o ha caducado. Abre la vista previa de nuevo desde el Studio.",
    );
  }
  return redirect(result.redirectTo, preview.cookieFor(result.session));
}

function redirect(location: string, cookie?: string): Response {
  return new Response(null, {
    status: 307,
    headers: {
      Location: location,
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...(cookie ? { "Set-Cookie": cookie } : {}),
    },
  });
}
