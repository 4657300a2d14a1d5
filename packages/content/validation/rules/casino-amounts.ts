// Casino amounts: money and multiples are not negative; the bonus lasts whole days.
import type { Dataset, Finding } from "../dataset.ts";
import { eachDocument } from "../helpers.ts";

/** Amounts in euros and multiples that cannot be negative; the validity period is whole days, at least one. */
const NON_NEGATIVE_FIELDS = ["minDeposit", "bonusAmount", "bonusMatchPercent", "wageringRequirement", "maxBet"];

export function casinoAmounts(dataset: Dataset): Finding[] {
  return eachDocument(dataset.ofType("casino"), (documentId, casino) => {
    const findings: Finding[] = [];
    for (const field of NON_NEGATIVE_FIELDS) {
      const amount = casino[field];
      if (typeof amount === "number" && amount < 0) {
        findings.push({ documentId, path: field, message: `${field} is ${amount}; it cannot be negative` });
      }
    }
    const days = casino.bonusValidityDays;
    if (typeof days === "number" && (!Number.isInteger(days) || days < 1)) {
      findings.push({
        documentId,
        path: "bonusValidityDays",
        message: `${days} is not a whole number of days (1 or more)`,
      });
    }
    return findings;
  });
}
