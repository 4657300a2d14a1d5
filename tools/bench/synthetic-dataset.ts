// Writes a synthetic content dataset at the size the site is built for (docs/decisions/027: 1,000 documents, of
// them 100 casinos, 700 game pages and 180 FAQs) into a folder of its own, for `pnpm bench --horizon`. Every
// document is a copy of
// a committed one with a new id and slug, so each page type renders the same templates as in production; the image
// files are linked, not copied. The result is never committed.
//
//   node tools/bench/synthetic-dataset.ts <folder> [--casinos 100] [--games 700] [--faqs 180]
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { localDatasetFile, localImagesFolder } from "@casinolupa/content";

type Doc = { _id: string; _type: string; slug?: { _type: "slug"; current: string }; [field: string]: unknown };

export type SyntheticSize = { casinos: number; games: number; faqs: number };
/** The horizon of docs/decisions/027: with today's other 21 documents, 1,001. */
export const HORIZON: SyntheticSize = { casinos: 100, games: 700, faqs: 180 };

/** Copies of `documents` until there are `count`, each with a numbered id and slug (the originals keep theirs). */
function multiply(documents: Doc[], count: number, change: (doc: Doc, index: number) => Doc = (doc) => doc): Doc[] {
  const copies: Doc[] = [];
  for (let index = 0; index < count; index += 1) {
    const source = documents[index % documents.length] as Doc;
    const round = Math.floor(index / documents.length);
    if (round === 0) {
      copies.push(change(source, index));
      continue;
    }
    const copy: Doc = { ...structuredClone(source), _id: `${source._id}-${round}` };
    if (source.slug) copy.slug = { _type: "slug", current: `${source.slug.current}-${round}` };
    copies.push(change(copy, index));
  }
  return copies;
}

export function syntheticDocuments(committed: Doc[], size: SyntheticSize): Doc[] {
  const byType = (type: string) => committed.filter((doc) => doc._type === type);
  // Copies of the ranked casinos only: ranks are computed from the ratings (decision 015), so copies need no rank.
  const ranked = byType("casino").filter((doc) => doc.notRanked !== true);
  const casinos = multiply(ranked, size.casinos);
  const games = multiply(byType("gamePage"), size.games);
  const faqs = multiply(byType("faq"), size.faqs);
  // Each copy joins the end of its original's page list, so the lists grow with the dataset (pages show ten).
  const faqLists = byType("faqList").map((list) => {
    const refs = (list.faqs ?? []) as { _ref: string }[];
    const listed = new Set(refs.map(({ _ref }) => _ref));
    const copies = faqs.filter((faq) => !listed.has(faq._id) && listed.has(faq._id.replace(/-\d+$/, "")));
    return {
      ...list,
      faqs: [...refs, ...copies.map((faq) => ({ _key: faq._id, _type: "reference", _ref: faq._id }))],
    };
  });
  const rest = committed.filter((doc) => !["casino", "gamePage", "faq", "faqList"].includes(doc._type));
  return [...rest, ...casinos, ...games, ...faqs, ...faqLists];
}

/** Writes the dataset as `<folder>/production.ndjson` with `<folder>/images` linked to the committed images. */
export function writeSyntheticDataset(folder: string, size: SyntheticSize = HORIZON): string {
  const committed = readFileSync(localDatasetFile, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as Doc);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, "production.ndjson");
  writeFileSync(
    file,
    `${syntheticDocuments(committed, size)
      .map((doc) => JSON.stringify(doc))
      .join("\n")}\n`,
  );
  symlinkSync(localImagesFolder, join(folder, "images"), "dir");
  return file;
}

if (import.meta.main) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      casinos: { type: "string", default: String(HORIZON.casinos) },
      games: { type: "string", default: String(HORIZON.games) },
      faqs: { type: "string", default: String(HORIZON.faqs) },
    },
  });
  const folder = positionals[0];
  if (!folder) {
    console.error("usage: node tools/bench/synthetic-dataset.ts <folder> [--casinos N] [--games N] [--faqs N]");
    process.exit(2);
  }
  const file = writeSyntheticDataset(folder, {
    casinos: Number(values.casinos),
    games: Number(values.games),
    faqs: Number(values.faqs),
  });
  console.log(file);
}
