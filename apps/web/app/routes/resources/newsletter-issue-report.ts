// GET /api/boletin/informe/<documentId>: the send report of a «Boletín» for the Studio: its state (sin-aprobar,
// en-cola, enviando, enviado, sin-lectores), how many confirmed readers an approval would reach now, how many e-mails
// were queued, sent, failed and skipped, and when it was approved and finished. Counts only, never an address; and
// only to an editor's Studio
// (docs/decisions/029-studio-endpoints-need-an-editor.md).
import { issueStatus } from "@casinolupa/newsletter";
import { clientAddressContext, dbContext } from "../../context.server";
import { logger } from "../../log.server";
import { issueAnswer, refuseUnlessEditor } from "../../newsletter-issues.server";
import type { Route } from "./+types/newsletter-issue-report";

const METHODS = "GET, OPTIONS";

/** GET, HEAD and the browser's CORS preflight (OPTIONS, which React Router gives the loader). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return issueAnswer(request, 204, null, METHODS);
  const refused = await refuseUnlessEditor(request, context.get(clientAddressContext), "report", METHODS);
  if (refused) return refused;
  // A Sanity document id: letters, digits, `.`, `_` and `-`, at most 128 characters; a draft's id names its document.
  const id = params.documentId.replace(/^drafts\./, "");
  if (!/^[\w.-]{1,128}$/.test(id))
    return issueAnswer(request, 400, { error: "Identificador de boletín no válido." }, METHODS);
  try {
    return issueAnswer(request, 200, { ...(await issueStatus(context.get(dbContext), id)) }, METHODS);
  } catch (error) {
    logger.error({ err: error }, "Newsletter issue report not read");
    return issueAnswer(request, 503, { error: "No hemos podido leer el informe de envío. Prueba otra vez." }, METHODS);
  }
}

export function action({ request }: Route.ActionArgs) {
  return issueAnswer(request, 405, { error: "Usa GET." }, METHODS);
}
