// POST /api/boletin/vista: the e-mail a «Boletín» would send, for the Studio's view of it. The body is the draft
// ({ subject, intro, periodStart, periodEnd }); the answer is the subject, the HTML and text parts for a sample
// reader, and how many changes and guides the period holds, composed from the site's current change log and guides
// with the sender's own functions. A draft the Studio would refuse is answered 400 with the reason in Spanish.
// Only an editor's Studio may ask (docs/decisions/029-studio-endpoints-need-an-editor.md): the body's size is
// checked before it is read (server/guards.ts), the period is at most ISSUE_PERIOD_MAX_DAYS, and at most 500 changes
// are rendered: the e-mail ends with «y N cambios más» for the rest (newsletter-issues.server.ts).

import { parseDigestDraft, renderDigest, sampleReader } from "@casinolupa/newsletter";
import { clientAddressContext, newsletterIssuesContext } from "../../context.server";
import { logger } from "../../log.server";
import { issueAnswer, refuseUnlessEditor } from "../../newsletter-issues.server";
import type { Route } from "./+types/newsletter-issue-view";

const METHODS = "POST, OPTIONS";

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return issueAnswer(request, 405, { error: "Usa POST." }, METHODS);
  const refused = await refuseUnlessEditor(request, context.get(clientAddressContext), "view", METHODS);
  if (refused) return refused;
  const parsed = parseDigestDraft(parseJson(await request.text()));
  if (!parsed.ok) return issueAnswer(request, 400, { error: parsed.error }, METHODS);
  try {
    const digest = await context.get(newsletterIssuesContext).composeView(parsed.draft);
    const email = renderDigest(digest, sampleReader(digest.siteOrigin));
    return issueAnswer(
      request,
      200,
      { ...email, changes: digest.changes.length, guides: digest.guides.length },
      METHODS,
    );
  } catch (error) {
    logger.error({ err: error }, "Newsletter issue view not rendered");
    return issueAnswer(
      request,
      503,
      { error: "No hemos podido leer el historial de cambios. Prueba otra vez." },
      METHODS,
    );
  }
}

/** GET, HEAD and the browser's CORS preflight (OPTIONS, which React Router gives the loader). */
export function loader({ request }: Route.LoaderArgs) {
  if (request.method === "OPTIONS") return issueAnswer(request, 204, null, METHODS);
  return issueAnswer(request, 405, { error: "Usa POST." }, METHODS);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
