// Migration (decision 021): a FAQ's page and position move from its own `placement` and `order` fields
// into one `faqList-<placement>` document per page, whose array of references editors drag into order. Run with
//   node packages/content/scripts/migrations/faq-lists.ts
// Each list keeps the order the site showed: by `order`, ties in dataset order (the stable sort the queries had).
// Idempotent: a list that exists is kept as it is, and a question without the old fields is left alone.
import { FAQ_PLACEMENTS, type FaqPlacement, faqListId } from "@casinolupa/domain";
import { type Document, rewriteDataset } from "./dataset-file.ts";

/** A reference's `_key`: stable, so running the migration twice, or on another copy, writes the same list. */
const keyFor = (id: string) => id.replace(/^faq-/, "").slice(0, 40);

export function migrateFaqLists(documents: Document[]): Document[] {
  const placed = new Map<FaqPlacement, { id: string; order: number }[]>(FAQ_PLACEMENTS.map((p) => [p, []]));
  for (const document of documents) {
    if (document._type !== "faq" || typeof document.placement !== "string") continue;
    const list = placed.get(document.placement as FaqPlacement);
    if (!list) throw new Error(`${document._id}: unknown placement ${document.placement}`);
    list.push({ id: document._id as string, order: typeof document.order === "number" ? document.order : Infinity });
  }
  const migrated = documents.map((document) => {
    if (document._type !== "faq") return document;
    const { placement: _placement, order: _order, ...rest } = document;
    return rest;
  });
  const references = (placement: FaqPlacement) =>
    (placed.get(placement) ?? [])
      .toSorted((a, b) => a.order - b.order)
      .map(({ id }) => ({ _key: keyFor(id), _type: "reference", _ref: id }));
  const lists: Document[] = [];
  for (const placement of FAQ_PLACEMENTS) {
    const index = migrated.findIndex((document) => document._id === faqListId(placement));
    const existing = migrated[index];
    if (!existing) {
      lists.push({
        _id: faqListId(placement),
        _type: "faqList",
        _createdAt: "2026-11-26T05:00:00Z",
        _updatedAt: "2026-11-26T05:00:00Z",
        _rev: "seed-faq-lists",
        faqs: references(placement),
      });
      continue;
    }
    // A question still placed the old way, after its page's list exists: it joins the end of the list.
    const faqs = (existing.faqs ?? []) as { _ref: string }[];
    const missing = references(placement).filter((reference) => !faqs.some(({ _ref }) => _ref === reference._ref));
    if (missing.length > 0) migrated[index] = { ...existing, faqs: [...faqs, ...missing] };
  }
  const lastFaq = migrated.findLastIndex((document) => document._type === "faq");
  migrated.splice(lastFaq + 1, 0, ...lists);
  return migrated;
}

if (import.meta.main) {
  const changed = rewriteDataset(migrateFaqLists);
  console.log(changed ? "FAQ lists written" : "Nothing to migrate: the FAQ lists are there");
}
