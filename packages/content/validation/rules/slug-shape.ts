// Slugs: lowercase words with hyphens, and never a route the site serves from code.
import { slugProblem } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { idOf, routedDocuments, slugOf } from "../helpers.ts";

export function slugShapes(dataset: Dataset): Finding[] {
  return routedDocuments(dataset).flatMap((document) => {
    const slug = slugOf(document);
    if (slug === undefined) return []; // The schema check reports a missing slug.
    const problem = slugProblem(slug, typeof document._type === "string" ? document._type : undefined);
    return problem ? [{ documentId: idOf(document), path: "slug.current", message: `"${slug}": ${problem}` }] : [];
  });
}
