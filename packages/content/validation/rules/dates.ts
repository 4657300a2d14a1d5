// Dates are YYYY-MM-DD and timestamps ISO 8601.
import { isIsoDate } from "@casinolupa/domain";
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

// Dates and placeholder text.

const DATE_FIELDS = new Set(["lastReviewed", "lastUpdated", "checkedAt"]);
const TIMESTAMP_FIELDS = new Set(["_createdAt", "_updatedAt"]);
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

export function dates(dataset: Dataset): Finding[] {
  return eachDocument(dataset.documents, (documentId, document) => {
    const findings: Finding[] = [];
    for (const { value, path, key } of dataset.nodes(document)) {
      if (typeof value !== "string" || key === undefined) continue;
      if (DATE_FIELDS.has(key) && !isIsoDate(value)) {
        findings.push({ documentId, path, message: `"${value}" is not a date in the form YYYY-MM-DD` });
      }
      if (TIMESTAMP_FIELDS.has(key) && path === key) {
        const date = TIMESTAMP.exec(value)?.[1];
        if (!date || !isIsoDate(date) || Number.isNaN(Date.parse(value))) {
          findings.push({
            documentId,
            path,
            message: `"${value}" is not an ISO timestamp such as 2025-11-03T09:00:00Z`,
          });
        }
      }
    }
    return findings;
  });
}
