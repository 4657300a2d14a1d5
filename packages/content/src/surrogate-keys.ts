// Surrogate keys: which documents a query's result shows, as names a CDN can purge by (the `xkey` header on every
// page, docs/decisions/020-varnish-and-surrogate-keys.md). A page carries the keys of every query its loaders
// ran; a publish purges the keys of the document that changed (`purgeKeysFor`). Two kinds:
// - `<document id>`: a document read by its id or slug (a review, a content page, the site settings);
// - `type:<type>`: a list of a type (the navigation's casinos, the comparison, a page's FAQ lists): whatever
//   document of that type changes, enters or leaves, the list may change. A read by slug that found nothing (a
//   404 page) carries its types too: a document that takes that slug, new or renamed, purges it.
import {
  authorPageQuery,
  homeQuery,
  pageQuery,
  paymentMethodPageQuery,
  searchIndexQuery,
  siteShellQuery,
  topLevelPageQuery,
} from "./queries.ts";

/** Types a query reaches only by following references (`->`), which its filters do not name. */
const FOLLOWED_REFERENCES = new Map<string, readonly string[]>([
  // The games menu (siteSettings.gamesNav[]->).
  [siteShellQuery, ["gamePage"]],
  // A game page's calls to action (ctas[].casino->) and a review's author (author->).
  [topLevelPageQuery, ["casino", "author"]],
  // The reviews an author signs: a list of casinos found through the author's slug, not by their own.
  [authorPageQuery, ["casino"]],
  // A payment page's own questions (faqs[]->).
  [paymentMethodPageQuery, ["faq"]],
  // The questions of a page's FAQ list (faqList.faqs[]->): editing one's answer changes the page.
  [homeQuery, ["faq"]],
  [pageQuery, ["faq"]],
  [searchIndexQuery, ["faq"]],
]);

/** Every `*[filter]` selection of a GROQ query: its filter text. */
function selections(query: string): string[] {
  return [...query.matchAll(/\*\[((?:[^[\]]|\[[^\]]*\])*)\]/g)].map((match) => match[1] ?? "");
}

function selectedTypes(filter: string): string[] {
  const single = /_type\s*==\s*"(\w+)"/.exec(filter)?.[1];
  if (single) return [single];
  const list = /_type\s+in\s+\[([^\]]*)\]/.exec(filter)?.[1] ?? "";
  return [...list.matchAll(/"(\w+)"/g)].map((match) => match[1] ?? "");
}

/** The `_id` of every document in a result (those the query projects it for). */
function idsIn(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) for (const item of value) idsIn(item, into);
  else if (value !== null && typeof value === "object") {
    for (const [name, field] of Object.entries(value)) {
      if (name === "_id" && typeof field === "string") into.add(field.replace(/^drafts\./, ""));
      else idsIn(field, into);
    }
  }
}

/** The surrogate keys of one query's result. */
export function surrogateKeys(query: string, result: unknown): string[] {
  const keys = new Set<string>();
  const slugLookups: string[] = [];
  for (const filter of selections(query)) {
    const id = /_id\s*==\s*"([^"]+)"/.exec(filter)?.[1];
    if (id) keys.add(id);
    else if (/slug\.current\s*==\s*\$\w+/.test(filter)) slugLookups.push(...selectedTypes(filter));
    else for (const type of selectedTypes(filter)) keys.add(`type:${type}`);
  }
  for (const type of FOLLOWED_REFERENCES.get(query) ?? []) keys.add(`type:${type}`);
  if (slugLookups.length > 0) {
    // The documents read by slug name themselves by their id (ids in lists add nothing to their type's key).
    const found = new Set<string>();
    idsIn(result, found);
    if (found.size > 0) for (const id of found) keys.add(id);
    else for (const type of slugLookups) keys.add(`type:${type}`);
  }
  return [...keys];
}

/**
 * What a publish of `document` (the webhook's body: Sanity sends the document) purges: the pages that show it
 * and those that list its type. Empty when the body names no document: the caller purges everything then.
 */
export function purgeKeysFor(document: unknown): string[] {
  const { _id: id, _type: type } = (document ?? {}) as { _id?: unknown; _type?: unknown };
  if (typeof id !== "string" || typeof type !== "string") return [];
  return [id.replace(/^drafts\./, ""), `type:${type}`];
}

/** Every page carries it: the site settings are in every page's shell. Purging it purges every page. */
export const EVERY_PAGE_KEY = "siteSettings";
