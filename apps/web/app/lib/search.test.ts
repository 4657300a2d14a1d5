import { describe, expect, test } from "vitest";
import { normalize, queryTerms, type SearchDocument, search, snippet } from "./search";

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
  { kind: "casino", title: "Codere", href: "/codere", summary: "", body: "Métodos de pago: Visa, Bizum, PayPal." },
  {
    kind: "casino",
    title: "bet365",
    href: "/bet365",
    summary: "",
    body: "Métodos de pago: Visa, PayPal. Ruleta en directo.",
  },
  {
    kind: "faq",
    title: "¿Cuánto tarda una retirada?",
    href: "/#faq",
    summary: "",
    body: "Entre 1 y 24 horas con monederos.",
  },
];

describe("normalize", () => {
  test("ignores case and accents but keeps ñ", () => {
    expect(normalize("Póquer RULETA Año")).toBe("poquer ruleta año");
  });
});

describe("queryTerms", () => {
  test("drops Spanish stop words, punctuation and repeats", () => {
    expect(queryTerms("  la Ruleta, de la RULETA! ")).toEqual(["ruleta"]);
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
  test('"ruleta" finds "Ruleta" and ranks a title match first', () => {
    const groups = search(documents, "ruleta");
    const titles = groups.flatMap((group) => group.hits.map((hit) => hit.document.title));
    expect(titles).toContain("Ruleta online");
    expect(titles).toContain("bet365");
    expect(groups.find((group) => group.kind === "guide")?.hits[0]?.document.title).toBe("Ruleta online");
  });

  test('"poquer" without the accent finds "Póquer"', () => {
    const titles = search(documents, "poquer").flatMap((group) => group.hits.map((hit) => hit.document.title));
    expect(titles).toEqual(["Póquer Texas Hold'em"]);
  });

  test('"bizum" finds only the casinos that take it', () => {
    const groups = search(documents, "BIZUM");
    expect(groups.map((group) => group.kind)).toEqual(["casino"]);
    expect(groups[0]?.hits.map((hit) => hit.document.title)).toEqual(["Codere"]);
  });

  test("every term must match", () => {
    expect(search(documents, "ruleta bizum")).toEqual([]);
  });

  test("results are grouped by kind in a fixed order", () => {
    expect(search(documents, "de pago visa").map((group) => group.label)).toEqual(["Casinos"]);
  });
});

describe("snippet", () => {
  test("marks the matched words in their original spelling", () => {
    const segments = snippet("El póquer se juega con 52 cartas.", ["poquer"]);
    expect(segments.filter((segment) => segment.match).map((segment) => segment.text)).toEqual(["póquer"]);
    expect(segments.map((segment) => segment.text).join("")).toBe("El póquer se juega con 52 cartas.");
  });

  test("cuts long texts around the first match", () => {
    const long = `${"palabra ".repeat(60)}bizum ${"texto ".repeat(60)}`;
    const segments = snippet(long, ["bizum"]);
    const text = segments.map((segment) => segment.text).join("");
    expect(text.startsWith("… ")).toBe(true);
    expect(text.endsWith(" …")).toBe(true);
    expect(text.length).toBeLessThan(200);
    expect(segments.some((segment) => segment.match && segment.text === "bizum")).toBe(true);
  });
});

test("folding a whole text gives what folding it letter by letter gives, ñ kept", () => {
  const text = "Ñandú, PÓQUER y Bacará: ¿cuál paga más? Über-Año çà";
  expect(normalize(text)).toBe("ñandu, poquer y bacara: ¿cual paga mas? uber-año ca");
  expect(snippet(text, ["ñandu"])[0]).toEqual({ text: "Ñandú", match: true });
});

describe("the site's vocabulary in search", () => {
  test("a variant the site avoids still finds the page: «POKER» and «tragamonedas»", () => {
    const guides = [
      ...documents,
      { kind: "guide" as const, title: "Tragaperras online", href: "/slots-online", summary: "", body: "Rodillos." },
    ];
    const titles = (query: string) => search(guides, query).flatMap((group) => group.hits.map((h) => h.document.title));
    expect(titles("POKER")).toEqual(["Póquer Texas Hold'em"]);
    expect(titles("tragamonedas")).toEqual(["Tragaperras online"]);
  });

  test("«sin» is a stop word, so «bono sin depósito» does not match inside «casino»", () => {
    expect(queryTerms("bono sin depósito")).toEqual(["bono", "deposito"]);
  });
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
  const [group] = search([guide], "banca empate");
  expect(group?.hits.map((hit) => hit.document.title)).toEqual(["Baccarat online"]);
  expect(group?.hits[0]?.snippet.find((segment) => segment.match)?.text).toBe("banca");
});
