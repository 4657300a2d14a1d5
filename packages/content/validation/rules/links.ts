// Links are https:, mailto:, tel: or a route the site serves.
import { isInternalPath, isValidHref } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument, isObject } from "../helpers.ts";

/**
 * Every place content links to: Portable Text link annotations and other `href` fields, image cards' `link`,
 * and calls to action's `path`. Internal paths must be routes the site serves (an in-page #anchor is fine).
 */
export function links(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path } of dataset.nodes(document)) {
      if (!isObject(value)) continue;
      const field =
        "href" in value ? "href" : value._type === "imageCard" ? "link" : value._type === "cta" ? "path" : undefined;
      const href = field ? value[field] : undefined;
      if (!field || typeof href !== "string") continue;
      const at = path ? `${path}.${field}` : field;
      if (!isValidHref(href)) {
        findings.push({
          documentId,
          path: at,
          message: `link "${href}" is not https://, mailto:, tel: or an internal /path`,
        });
      } else if (isInternalPath(href) && !dataset.routes.has(routeOf(href))) {
        findings.push({
          documentId,
          path: at,
          message: `link "${href}" goes to ${routeOf(href)}, which is not a page of the site`,
        });
      }
    }
    return findings;
  });
}

/** "/ayuda#contacto" and "/search?q=ruleta" -> "/ayuda", "/search". */
function routeOf(href: string): string {
  return href.replace(/[?#].*$/, "") || "/";
}
