// @vitest-environment jsdom
import type { RenderedRichText as RichText } from "@casinolupa/content";
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { renderServerHtml } from "../testing/server-html";
import { PortableTextBody } from "./portable-text";

const render = (value: RichText) => renderServerHtml(<PortableTextBody value={value} />);

const paragraphWithLink = (href: string, text = "enlace"): RichText => [
  {
    _type: "block",
    _key: "b1",
    style: "normal",
    markDefs: [{ _type: "link", _key: "l1", href }],
    children: [
      { _type: "span", _key: "s1", text: "Ver ", marks: [] },
      { _type: "span", _key: "s2", text, marks: ["l1"] },
    ],
  },
];

describe("PortableTextBody", () => {
  test("an editor's heading, bullet list and bold text reach readers as a heading, a list and strong text", () => {
    const view = render([
      { _type: "block", _key: "h", style: "h2", markDefs: [], children: [{ _type: "span", _key: "a", text: "Pagos" }] },
      {
        _type: "block",
        _key: "li",
        style: "normal",
        listItem: "bullet",
        level: 1,
        markDefs: [],
        children: [{ _type: "span", _key: "b", text: "Pleno", marks: ["strong"] }],
      },
    ]);
    expect(view.getByRole("heading", { level: 2, name: "Pagos" })).toBeTruthy();
    const item = within(view.getByRole("list")).getByRole("listitem");
    expect(within(item).getByRole("strong").textContent).toBe("Pleno");
  });

  test("a table scrolls in a region keyboard users can focus, named by its caption, with column and row headers", () => {
    const view = render([
      {
        _type: "table",
        _key: "t",
        caption: "Pagos de la ruleta europea",
        rows: [
          { _type: "tableRow", _key: "r0", cells: ["Apuesta", "Pago"] },
          { _type: "tableRow", _key: "r1", cells: ["Pleno", "35:1"] },
        ],
      },
    ]);
    const region = view.getByRole("region", { name: "Pagos de la ruleta europea" });
    expect(region.tabIndex).toBe(0);
    const table = within(region).getByRole("table", { name: "Pagos de la ruleta europea" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["Apuesta", "Pago"]);
    const row = within(table).getByRole("row", { name: /Pleno/ });
    expect(within(row).getByRole("rowheader").textContent).toBe("Pleno");
    expect(within(row).getByRole("cell").textContent).toBe("35:1");
  });

  test("a callout is a note", () => {
    const view = render([{ _type: "callout", _key: "c", tone: "warning", text: "Juega con cabeza." }]);
    expect(view.getByRole("note").textContent).toContain("Juega con cabeza.");
  });

  test("a link an editor made to a page of the site goes to the path its query resolved, in the same tab", () => {
    const view = render([
      {
        _type: "block",
        _key: "b1",
        markDefs: [{ _type: "internalLink", _key: "l1", href: "/guia-juego-responsable" }],
        children: [{ _type: "span", _key: "s1", text: "la guía", marks: ["l1"] }],
      },
    ]);
    const link = view.getByRole("link", { name: "la guía" });
    expect(link.getAttribute("href")).toBe("/guia-juego-responsable");
    expect(link.getAttribute("target")).toBeNull();
  });

  test("an internal link to a page that is not published reads as plain text", () => {
    const view = render([
      {
        _type: "block",
        _key: "b1",
        markDefs: [{ _type: "internalLink", _key: "l1", href: null }],
        children: [{ _type: "span", _key: "s1", text: "la guía", marks: ["l1"] }],
      },
    ]);
    expect(view.queryByRole("link")).toBeNull();
    expect(view.getByText("la guía")).toBeTruthy();
  });

  test("internal and contact links open in the same tab", () => {
    for (const href of ["/comparacion", "mailto:contacto@casinolupa.es"]) {
      const link = render(paragraphWithLink(href)).getByRole("link", { name: "enlace" });
      expect(link.getAttribute("href")).toBe(href);
      expect(link.getAttribute("target")).toBeNull();
    }
  });

  test("a public-interest site opens in a new tab, says so, and is not marked sponsored", () => {
    const link = render(paragraphWithLink("https://www.jugarbien.es")).getByRole("link", {
      name: /enlace.*se abre en una pestaña nueva/,
    });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).not.toContain("sponsored");
  });

  test("a link to any other site, such as an operator, is marked sponsored and nofollow", () => {
    const link = render(paragraphWithLink("https://www.bet365.es")).getByRole("link", { name: /enlace/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")?.split(" ")).toEqual(expect.arrayContaining(["sponsored", "nofollow"]));
  });

  test("an unsafe link is dropped and its text kept", () => {
    const view = render(paragraphWithLink("javascript:alert(1)", "texto"));
    expect(view.queryByRole("link")).toBeNull();
    expect(view.getByText(/texto/)).toBeTruthy();
  });
});
