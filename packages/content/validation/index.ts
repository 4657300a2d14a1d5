// Checks the committed dataset (raw NDJSON, before local-dataset.ts resolves its images) against the Studio schema
// as `sanity schema extract` wrote it (schema.json) and against the content rules of docs/content-model.md.
// `validateDataset` is pure: the caller reads the files (see `readDatasetFiles`) and passes them in.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { SchemaType } from "groq-js";
import { checks } from "./checks.ts";
import { describeDataset } from "./dataset.ts";

export type DatasetProblem = {
  /** The document's `_id`, or `(dataset)` for rules about the dataset as a whole. */
  documentId: string;
  /** Where in the document, e.g. `licences[_key=="577842157cf9"].authority`; empty for the whole document. */
  path: string;
  /** The named check that found it (see `checks` below). */
  rule: string;
  message: string;
};

export type RawDocument = Record<string, unknown>;

export type DatasetFiles = {
  documents: RawDocument[];
  /** File names in the dataset's images/ folder. */
  imageFiles: string[];
};

export { DATASET_ID } from "./dataset.ts";

/** Reads an NDJSON dataset and the names of the files in the images/ folder beside it. */
export function readDatasetFiles(ndjsonFile: string): DatasetFiles {
  const documents = readFileSync(ndjsonFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line, index) => {
      try {
        return JSON.parse(line) as RawDocument;
      } catch (error) {
        throw new Error(`${basename(ndjsonFile)} line ${index + 1} is not valid JSON`, { cause: error });
      }
    });
  let imageFiles: string[] = [];
  try {
    imageFiles = readdirSync(join(dirname(ndjsonFile), "images"));
  } catch {
    // No images folder: every image then fails the image-files check, which says so.
  }
  return { documents, imageFiles };
}

/** Runs every check on the dataset and returns what is wrong, in check order; an empty list means it is valid. */
export function validateDataset(
  documents: readonly RawDocument[],
  schema: SchemaType,
  files: { imageFiles: readonly string[] },
): DatasetProblem[] {
  const dataset = describeDataset(documents, schema, files.imageFiles);
  const problems = checks.flatMap(({ rule, run }) =>
    run(dataset).map((finding) => ({ rule, ...finding }) satisfies DatasetProblem),
  );
  // A specific rule says more than the schema's generic "required" about the same spot (e.g. a missing alt text).
  const specific = new Set(problems.filter((p) => p.rule !== "required").map(problemKey));
  return problems.filter((p) => p.rule !== "required" || !specific.has(problemKey(p)));
}

/** One problem per line, for test failures and scripts. */
export function formatProblems(problems: readonly DatasetProblem[]): string {
  return problems.map((p) => `${p.documentId}${p.path ? ` ${p.path}` : ""}: ${p.message} [${p.rule}]`).join("\n");
}

function problemKey(problem: DatasetProblem): string {
  return `${problem.documentId}\u0000${problem.path}`;
}
