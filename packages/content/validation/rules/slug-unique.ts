// Slugs are unique across casinos, game pages and pages: they share the top-level URL space.
import type { Dataset, Finding } from "../dataset.ts";
import { idOf, routedDocuments, slugOf } from "../helpers.ts";

export function uniqueSlugs(dataset: Dataset): Finding[] {
  const holders = new Map<string, string>();
  return routedDocuments(dataset).flatMap((document) => {
    const slug = slugOf(document);
    if (!slug) return [];
    const holder = holders.get(slug);
    if (holder)
      return [{ documentId: idOf(document), path: "slug.current", message: `slug "${slug}" is also ${holder}'s` }];
    holders.set(slug, idOf(document));
    return [];
  });
}
