// Reads and writes the committed dataset the way it is kept: one compact JSON document per line, key order and
// non-ASCII characters as they are. A migration is a pure function from documents to documents.
import { readFileSync, writeFileSync } from "node:fs";
import { localDatasetFile } from "../../src/index.ts";

export type Document = Record<string, unknown>;

export function rewriteDataset(migrate: (documents: Document[]) => Document[], file = localDatasetFile): number {
  const before = readFileSync(file, "utf8");
  const documents = before
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Document);
  const after = `${migrate(documents)
    .map((document) => JSON.stringify(document))
    .join("\n")}\n`;
  if (after !== before) writeFileSync(file, after);
  return after === before ? 0 : 1;
}
