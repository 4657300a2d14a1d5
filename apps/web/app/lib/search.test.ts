import { describe, expect, test } from "vitest";
import { buildSiteSearch, editDistance, normalize, queryTerms, type SearchDocument, snippet } from "./search";

const documents: SearchDocument[] = [
  {
    kind: "guide",
    title: "Ruleta online",
    href: "/ruleta-online",
    summary: "",
    body: "La ruleta europea tiene 37 números.",
  },
  {
    kind: "guide",
    title: "Póquer Texas Hold'em",
    href: "/poker",
    summary: "",
    body: "El póquer se juega con 52 cartas.",
  },
  { kind: "guide", title: "Tragaperras online", href: "/slots-online", summary: "", body: "Rodillos y líneas." },
  { kind: "casino", title: "Codere", href: "/codere", summary: "", body: "Métodos de pago: Visa, Bizum, PayPal." },
  {
    kind: "casino",
    title: "bet365",
    aliases: "bet 365 bet365",
    href: "/bet365",
    summary: "",
    body: "Métodos de pago: Visa, PayPal. Ruleta en directo.",
  },
  {
    kind: "faq",
    title: "¿Cuánto tardan las retiradas?",
    href: "/#faq",
    summary: "",
    body: "Entre 1 y 24 horas con monederos.",
  },
];
const site = buildSiteSearch(documents);
const titles = (query: string) => site.search(query).hits.map((hit) => hit.document.title);

describe("normalize", () => {
  test("ignores case and accents but keeps ñ", () => {
    expect(normalize("Póquer RULETA Año")).toBe("poquer ruleta año");
  });
  test("folding a whole text gives what folding it letter by letter gives, ñ kept", () => {
    expect(normalize("Ñandú, PÓQUER y Bacará: ¿cuál paga más? Über-Año çà")).toBe(
      "ñandu, poquer y bacara: ¿cual paga mas? uber-año ca",
    );
  });
});

describe("queryTerms", () => {
  test("drops Spanish stop words and question words, punctuation and repeats", () => {
    expect(queryTerms("  ¿Cuánto tarda la Ruleta, de la RULETA! ")).toEqual(["tarda", "ruleta"]);
  });
  test("an empty or punctuation-only query has no terms", () => {
    expect(queryTerms("")).toEqual([]);
    expect(queryTerms("¿?¡!")).toEqual([]);
  });
  test("a huge query is cut to 100 characters", () => {
    expect(queryTerms("a".repeat(10_000)).join("").length).toBeLessThanOrEqual(100);
  });
});

describe("search", () => {
  test("one list by relevance: the guide titled «Ruleta» comes before the casino that mentions it", () => {
    expect(titles("ruleta")).toEqual(["Ruleta online", "bet365"]);
  });

  test("without accents, in another form of the word, or with a typo", () => {
    expect(titles("poquer")).toEqual(["Póquer Texas Hold'em"]);
    expect(titles("cuánto tarda una retirada")).toEqual(["¿Cuánto tardan las retiradas?"]);
    expect(titles("rulta")[0]).toBe("Ruleta online");
  });

  test("the vocabulary's variants find the site's word: «POKER», «tragamonedas», «slots»", () => {
    expect(titles("POKER")).toEqual(["Póquer Texas Hold'em"]);
    expect(titles("tragamonedas")).toEqual(["Tragaperras online"]);
    expect(titles("slots")).toEqual(["Tragaperras online"]);
  });

  test("an operator's name as people type it", () => {
    expect(titles("bet 365")[0]).toBe("bet365");
  });

  test("the last word may be unfinished, as in the header box", () => {
    expect(titles("tragap")).toEqual(["Tragaperras online"]);
  });

  test("a short word is not stretched to another one", () => {
    expect(titles("paf")).toEqual([]);
  });

  test("every word must match when some document has them all", () => {
    expect(titles("ruleta directo")).toEqual(["bet365"]);
  });

  test("counts each kind and filters by kind without changing the order", () => {
    const all = site.search("visa");
    expect(all.counts).toEqual({ casino: 2, guide: 0, page: 0, faq: 0 });
    expect(site.search("ruleta", { kind: "casino" }).hits.map((hit) => hit.document.title)).toEqual(["bet365"]);
  });

  test("offers a near spelling that finds something: «rulleta» -> «ruleta»", () => {
    expect(site.search("rulleta").suggestion).toBe("ruleta");
    expect(site.search("ruleta").suggestion).toBeNull();
    expect(site.search("zzzqqq").suggestion).toBeNull();
  });

  test("what a path resembles: the words of a missing address", () => {
    expect(site.resembling("ruleta europea online", 3)[0]?.href).toBe("/ruleta-online");
  });
});

describe("snippet", () => {
  test("marks the matched words in their original spelling", () => {
    const segments = snippet("El póquer se juega con 52 cartas.", new Set(["poqu"]));
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["póquer"]);
    expect(segments.map((segment) => segment.text).join("")).toBe("El póquer se juega con 52 cartas.");
  });

  test("cuts long texts around the first match", () => {
    const long = `${"palabra ".repeat(60)}bizum ${"texto ".repeat(60)}`;
    const segments = snippet(long, new Set(["bizum"]));
    const text = segments.map((segment) => segment.text).join("");
    expect(text.startsWith("… ")).toBe(true);
    expect(text.endsWith(" …")).toBe(true);
    expect(text.length).toBeLessThan(200);
    expect(segments.some((segment) => segment.match && segment.text === "bizum")).toBe(true);
  });

  test("a guide's intro is searched with its body, and a match there is what the snippet shows", () => {
    const guide: SearchDocument = {
      kind: "guide",
      title: "Baccarat online",
      href: "/baccarat-online",
      summary: "El juego de la banca — y del jugador.",
      intro: "El juego de la banca — y del jugador.",
      body: "Las apuestas pagan 1:1 salvo el empate.",
    };
    const [hit] = buildSiteSearch([guide]).search("banca empate").hits;
    expect(hit?.document.title).toBe("Baccarat online");
    expect(hit?.snippet.find((segment) => segment.match)?.text).toBe("banca");
  });

  test("a page found by its title alone shows its text from the start, nothing marked; one found in its text, the passage", () => {
    const far = `${"Texto de relleno sobre otra cosa. ".repeat(20)}Aquí se habla de la ruleta.`;
    const guides: SearchDocument[] = [
      {
        kind: "guide",
        title: "Ruleta europea",
        href: "/ruleta-europea",
        summary: "",
        body: "Un solo cero en el paño.",
      },
      { kind: "guide", title: "Juegos de mesa", href: "/juegos-de-mesa", summary: "", body: far },
    ];
    const hits = buildSiteSearch(guides).search("ruleta").hits;
    const shown = (title: string) => hits.find((hit) => hit.document.title === title)?.snippet ?? [];
    expect(shown("Ruleta europea")).toEqual([{ text: "Un solo cero en el paño.", match: false }]);
    expect(shown("Juegos de mesa").find((segment) => segment.match)?.text).toBe("ruleta");
    expect(shown("Juegos de mesa")[0]?.text).toBe("… ");
  });
});

test("edit distance counts a swap of two letters as one edit", () => {
  expect(editDistance("rulta", "ruleta", 2)).toBe(1);
  expect(editDistance("ruelta", "ruleta", 2)).toBe(1);
  expect(editDistance("abc", "xyz", 1)).toBe(2);
});
