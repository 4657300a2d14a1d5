// Migration: rich-text links to pages of the site become `internalLink` marks that reference the document (or
// name one of the site's fixed routes); https://, mailto: and tel: links stay `link` marks. Run once with
//   node packages/content/scripts/migrations/link-marks.ts
// It is idempotent, and refuses a relative link that is neither a document nor a route of the site.
import { APP_PATHS, ROUTED_DOCUMENT_TYPES } from "@casinolupa/domain";
import { type Document, rewriteDataset } from "./dataset-file.ts";

type MarkDef = { _key: string; _type: string; href?: string };

export function migrateLinkMarks(documents: Document[]): Document[] {
  const idBySlug = new Map<string, string>();
  for (const document of documents) {
    const slug = (document.slug as { current?: string } | undefined)?.current;
    if ((ROUTED_DOCUMENT_TYPES as readonly unknown[]).includes(document._type) && slug) {
      idBySlug.set(`/${slug}`, document._id as string);
    }
  }
  const convert = (markDef: MarkDef, where: string): object => {
    if (markDef._type !== "link" || typeof markDef.href !== "string" || !markDef.href.startsWith("/")) return markDef;
    const id = idBySlug.get(markDef.href);
    if (id) return { _key: markDef._key, _type: "internalLink", reference: { _ref: id, _type: "reference" } };
    if (APP_PATHS.includes(markDef.href)) return { _key: markDef._key, _type: "internalLink", path: markDef.href };
    throw new Error(`${where}: the link to ${markDef.href} is neither a document nor a route of the site`);
  };
  const walk = (value: unknown, where: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, where));
    if (value === null || typeof value !== "object") return value;
    const object = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(object).map(([key, inner]) => [
        key,
        key === "markDefs" && object._type === "block" && Array.isArray(inner)
          ? inner.map((markDef: MarkDef) => convert(markDef, where))
          : walk(inner, where),
      ]),
    );
  };
  return documents.map((document) => walk(document, String(document._id)) as Document);
}

if (import.meta.main) {
  console.log(rewriteDataset(migrateLinkMarks) ? "Links migrated." : "Nothing to migrate.");
}
