// SEO titles and descriptions are unique, so results tell pages apart.
import type { Dataset, Finding } from "../dataset.ts";
import { seoObjects } from "../rules/seo-length.ts";

export function uniqueSeo(dataset: Dataset): Finding[] {
  const holders = { title: new Map<string, string>(), description: new Map<string, string>() };
  return seoObjects(dataset).flatMap(({ documentId, path, seo }) =>
    (["title", "description"] as const).flatMap((field) => {
      const text = seo[field];
      if (typeof text !== "string") return [];
      const normalized = text.trim().toLowerCase();
      const holder = holders[field].get(normalized);
      if (holder) return [{ documentId, path: `${path}.${field}`, message: `same SEO ${field} as ${holder}` }];
      holders[field].set(normalized, documentId);
      return [];
    }),
  );
}
