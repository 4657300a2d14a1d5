// References point to a document that exists and has the type the schema expects.
import type { Dataset, Finding } from "../dataset.ts";

export function references(dataset: Dataset): Finding[] {
  return dataset.conformance.references.flatMap(({ documentId, path, ref, to }) => {
    const target = dataset.byId.get(ref);
    if (!target) return [{ documentId, path, message: `reference to "${ref}", which is not in the dataset` }];
    if (!to.includes(String(target._type))) {
      const expected = to.join(" or ");
      return [
        { documentId, path, message: `reference to "${ref}" (a ${String(target._type)}); expected a ${expected}` },
      ];
    }
    return [];
  });
}
