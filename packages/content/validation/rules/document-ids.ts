// Document ids: unique, without dots (a dot makes a document private or a draft), named <type>-<slug>.
import { FAQ_PLACEMENTS, faqListId } from "@casinolupa/domain";
import type { Dataset, Finding, Json } from "../dataset.ts";
import { slugOf } from "../helpers.ts";

export function documentIds(dataset: Dataset): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  for (const document of dataset.documents) {
    const id = document._id;
    if (typeof id !== "string" || id === "") continue; // The schema check reports a missing _id.
    if (seen.has(id)) findings.push({ documentId: id, path: "_id", message: `_id "${id}" is used by two documents` });
    seen.add(id);
    if (id.includes(".")) {
      findings.push({
        documentId: id,
        path: "_id",
        message: "an _id with a dot makes the document private (or a draft)",
      });
    }
    const convention = idConventionProblem(document, id);
    if (convention) findings.push({ documentId: id, path: "_id", message: convention });
  }
  return findings;
}

/** The ids docs/content-model.md gives: `casino-<slug>`, `gamePage-<slug>`, `page-<slug>`, `faq-<topic>`, `faqList-<page>`. */
function idConventionProblem(document: Json, id: string): string | undefined {
  const type = document._type;
  const slug = slugOf(document);
  if (type === "siteSettings" && id !== "siteSettings") {
    return 'the site settings singleton\'s _id must be "siteSettings"';
  }
  if ((type === "casino" || type === "gamePage" || type === "page") && slug && id !== `${type}-${slug}`) {
    return `expected _id "${type}-${slug}"`;
  }
  if (type === "faq" && !id.startsWith("faq-")) return 'expected an _id starting with "faq-"';
  const faqListIds: string[] = FAQ_PLACEMENTS.map(faqListId);
  if (type === "faqList" && !faqListIds.includes(id))
    return `expected one of the FAQ lists' ids: ${faqListIds.join(", ")}`;
  return undefined;
}
