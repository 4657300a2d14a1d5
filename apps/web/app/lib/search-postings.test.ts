import MiniSearch from "minisearch";
import { describe, expect, test } from "vitest";
import { PostingsBuilder, type TermQuery } from "./search-postings";

const bodies = [
  "la ruleta europea tiene un solo cero y la ruleta americana dos",
  "el blackjack se juega contra el crupier",
  "ruletas en directo con crupier real",
  "retirada rapida con bizum",
  "",
  "las retiradas tardan entre uno y tres dias habiles con transferencia",
  "bono de bienvenida sin deposito para la ruleta",
];
const tokens = (text: string) => text.split(" ").filter(Boolean);
// "ruletas" stands for "ruleta" too, as a synonym or a stem is indexed beside the word.
const termsOf = (word: string) => (word === "ruletas" ? ["ruletas", "ruleta"] : [word]);

/** Each document's score for one word as MiniSearch gives it with the text in one of its fields, boost 2. */
function miniSearchScores(query: TermQuery): number[] {
  const index = new MiniSearch<{ id: number; body: string }>({
    fields: ["body"],
    tokenize: tokens,
    processTerm: (word) => termsOf(word),
  });
  index.addAll(bodies.map((body, id) => ({ id, body })));
  const scores = bodies.map(() => 0);
  for (const result of index.search(query.term, {
    boost: { body: 2 },
    prefix: query.prefix,
    fuzzy: query.fuzzy || false,
  }))
    scores[result.id] = result.score;
  return scores;
}

function postingsScores(query: TermQuery) {
  const builder = new PostingsBuilder([2]);
  for (const body of bodies) builder.add([tokens(body)], termsOf);
  const scores = new Float64Array(bodies.length);
  const touched = new Set<number>();
  const terms = builder.build().score(query, scores, (document) => touched.add(document));
  return { scores: [...scores], touched: [...touched].sort(), terms };
}

describe("compact postings", () => {
  test.each<TermQuery>([
    { term: "ruleta", fuzzy: 0, prefix: false },
    { term: "ruleta", fuzzy: 1, prefix: true },
    { term: "rulta", fuzzy: 1, prefix: false },
    { term: "retir", fuzzy: 0, prefix: true },
    { term: "crupier", fuzzy: 2, prefix: false },
    { term: "poquer", fuzzy: 1, prefix: false },
  ])("score each document as MiniSearch scores the same field: %o", (query) => {
    const expected = miniSearchScores(query);
    const { scores, touched } = postingsScores(query);
    expect(scores.map((score) => score.toFixed(9))).toEqual(expected.map((score) => score.toFixed(9)));
    expect(touched).toEqual(expected.flatMap((score, document) => (score > 0 ? [document] : [])));
  });

  test.each<TermQuery>([
    { term: "ruleta", fuzzy: 1, prefix: true },
    { term: "crupier", fuzzy: 2, prefix: false },
    { term: "retir", fuzzy: 0, prefix: true },
  ])("score a title and a body together as one MiniSearch index of both fields: %o", (query) => {
    const titles = ["ruleta online", "blackjack", "ruleta en vivo", "retiradas", "crupier", "", "bonos"];
    const index = new MiniSearch<{ id: number; title: string; body: string }>({
      fields: ["title", "body"],
      tokenize: tokens,
      processTerm: (word) => termsOf(word),
    });
    index.addAll(bodies.map((body, id) => ({ id, title: titles[id] ?? "", body })));
    const expected = bodies.map(() => 0);
    for (const result of index.search(query.term, {
      boost: { title: 5, body: 1 },
      prefix: query.prefix,
      fuzzy: query.fuzzy || false,
    }))
      expected[result.id] = result.score;

    const builder = new PostingsBuilder([5, 1]);
    for (const [id, body] of bodies.entries()) builder.add([tokens(titles[id] ?? ""), tokens(body)], termsOf);
    const scores = new Float64Array(bodies.length);
    builder.build().score(query, scores, () => undefined);
    expect([...scores].map((score) => score.toFixed(9))).toEqual(expected.map((score) => score.toFixed(9)));
  });

  test("say which index terms matched: the word, the longer words it begins, the near spellings", () => {
    expect(postingsScores({ term: "retirad", fuzzy: 0, prefix: true }).terms.sort()).toEqual(["retirada", "retiradas"]);
    expect(postingsScores({ term: "rulta", fuzzy: 1, prefix: false }).terms).toEqual(["ruleta"]);
    expect(postingsScores({ term: "rulta", fuzzy: 0, prefix: false }).terms).toEqual([]);
  });
});
