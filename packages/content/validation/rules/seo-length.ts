// SEO texts fit in search results: titles and descriptions within their limits.
import { SEO_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from "@casinolupa/domain";
import type { Dataset, Finding, Json } from "../dataset.ts";
import { idOf, isObject, length } from "../helpers.ts";

/** Every SEO object: the pages' `seo` and the site-wide `defaultSeo` (the home page's). */
export function seoObjects(dataset: Dataset): Array<{ documentId: string; path: string; seo: Json }> {
  return dataset.documents.flatMap((document) =>
    (["seo", "defaultSeo"] as const).flatMap((field) => {
      const seo = document[field];
      return isObject(seo) ? [{ documentId: idOf(document), path: field, seo }] : [];
    }),
  );
}

export function seoLengths(dataset: Dataset): Finding[] {
  const limits = { title: SEO_TITLE_MAX_LENGTH, description: SEO_DESCRIPTION_MAX_LENGTH } as const;
  return seoObjects(dataset).flatMap(({ documentId, path, seo }) =>
    (["title", "description"] as const).flatMap((field) => {
      const text = seo[field];
      if (typeof text !== "string" || length(text) <= limits[field]) return [];
      return [
        {
          documentId,
          path: `${path}.${field}`,
          message: `SEO ${field} is ${length(text)} characters; at most ${limits[field]}`,
        },
      ];
    }),
  );
}
