// @vitest-environment jsdom
import { expect, test } from "vitest";
import type { ChangeEntry } from "./change-log";
import { changeLogAtom } from "./change-log-feed";

function change(overrides: Partial<ChangeEntry>): ChangeEntry {
  return {
    id: "a".repeat(64),
    casinoSlug: "bet365",
    casinoName: "bet365",
    kind: "bono",
    fact: "wagering",
    from: "×25 sobre el bono",
    to: "×20 sobre el bono",
    reason: null,
    changedAt: "2026-11-26T10:00:00.000Z",
    ...overrides,
  };
}

/** The feed as a feed reader parses it: an XML parse error is a document with a <parsererror>. */
function parse(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

test("the feed lists each change as an entry a reader can follow to the casino's history, newest first", () => {
  const feed = parse(
    changeLogAtom(
      [
        change({ reason: "Condiciones de «noviembre» & <diciembre>" }),
        change({
          id: "b".repeat(64),
          casinoSlug: "codere",
          casinoName: "Codere",
          kind: "puesto",
          fact: "rank",
          from: "3.º",
          to: null,
          changedAt: "2026-11-20T08:00:00.000Z",
        }),
      ],
      "https://www.casinolupa.es",
      "2026-11-24T04:00:00Z",
    ),
  );
  const root = feed.documentElement;
  expect(root.namespaceURI).toBe("http://www.w3.org/2005/Atom");
  // The feed is as new as its newest change, not as the moment it was read.
  expect(root.querySelector(":scope > updated")?.textContent).toBe("2026-11-26T10:00:00.000Z");
  const entries = [...root.getElementsByTagName("entry")];
  expect(entries.map((entry) => entry.querySelector("title")?.textContent)).toEqual([
    "bet365. Requisito de apuesta: de ×25 sobre el bono a ×20 sobre el bono",
    "Codere. Puesto en la clasificación: de 3.º a sin puesto",
  ]);
  expect(entries[0]?.querySelector("summary")?.textContent).toBe(
    "Requisito de apuesta: de ×25 sobre el bono a ×20 sobre el bono. Motivo: Condiciones de «noviembre» & <diciembre>",
  );
  expect(entries[1]?.querySelector("link")?.getAttribute("href")).toBe("https://www.casinolupa.es/codere#historial");
  expect(entries[1]?.querySelector("category")?.getAttribute("term")).toBe("puesto");
  // Each entry keeps its own id for ever.
  expect(new Set(entries.map((entry) => entry.querySelector("id")?.textContent)).size).toBe(2);
});

test("a long bonus text's entry says which words changed, not both whole paragraphs", () => {
  const terms =
    "Bono del 100 % sobre tu primer ingreso en el casino, hasta 100 €, solo para nuevos clientes. Ingreso mínimo de 5 €, requisito de apuesta ×25 sobre el importe del bono en un plazo de 30 días y apuesta máxima de 5 € mientras el bono esté activo.";
  const feed = parse(
    changeLogAtom(
      [change({ fact: "welcomeBonus", from: terms, to: terms.replace("×25", "×30") })],
      "https://www.casinolupa.es",
      "2026-11-24T04:00:00Z",
    ),
  );
  expect(feed.querySelector("entry > title")?.textContent).toBe(
    "bet365. Condiciones del bono (cambio en el texto): … 5 €, requisito de apuesta [antes: ×25] [ahora: ×30] sobre el importe del …",
  );
});

test("an empty log is still a valid feed, as new as the content it was compared with", () => {
  const feed = parse(changeLogAtom([], "https://www.casinolupa.es", "2026-11-24T04:00:00Z"));
  expect(feed.getElementsByTagName("entry")).toHaveLength(0);
  expect(feed.documentElement.querySelector(":scope > updated")?.textContent).toBe("2026-11-24T04:00:00Z");
});
