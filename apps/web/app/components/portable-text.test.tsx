import type { RichText } from "@casinolupa/content";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { PortableTextBody } from "./portable-text";

function render(value: RichText): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <PortableTextBody value={value} />
    </MemoryRouter>,
  );
}

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
  it("renders headings, lists and emphasis as HTML", () => {
    const html = render([
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
    expect(html).toMatch(/<h2[^>]*>Pagos<\/h2>/);
    expect(html).toMatch(/<ul[^>]*><li[^>]*><strong[^>]*>Pleno<\/strong><\/li><\/ul>/);
  });

  it("renders a table with its caption, column headers and row headers in a focusable labelled region", () => {
    const html = render([
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
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(captionId).toBeTruthy();
    expect(html).toContain(`<section aria-labelledby="${captionId}" tabindex="0"`);
    expect(html).toContain(">Pagos de la ruleta europea</caption>");
    expect(html).toMatch(/<th scope="col"[^>]*>Apuesta<\/th><th scope="col"[^>]*>Pago<\/th>/);
    expect(html).toMatch(/<th scope="row"[^>]*>Pleno<\/th><td[^>]*>35:1<\/td>/);
  });

  it("renders a callout as a note", () => {
    const html = render([{ _type: "callout", _key: "c", tone: "warning", text: "Juega con cabeza." }]);
    expect(html).toContain('role="note"');
    expect(html).toContain("Juega con cabeza.");
  });

  it("keeps internal links in the app and contact links plain", () => {
    expect(render(paragraphWithLink("/comparacion"))).toMatch(/<a [^>]*href="\/comparacion"[^>]*>enlace<\/a>/);
    const mail = render(paragraphWithLink("mailto:contacto@casinolupa.es"));
    expect(mail).toContain('href="mailto:contacto@casinolupa.es"');
    expect(mail).not.toContain("target=");
  });

  it("opens public-interest sites in a new tab without marking them sponsored", () => {
    const html = render(paragraphWithLink("https://www.jugarbien.es"));
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain("(se abre en una pestaña nueva)");
  });

  it("marks links to any other site, such as an operator, as sponsored", () => {
    const html = render(paragraphWithLink("https://www.bet365.es"));
    expect(html).toContain('target="_blank"');
    expect(html).toContain('rel="sponsored nofollow noopener noreferrer"');
  });

  it("drops unsafe links and keeps their text", () => {
    const html = render(paragraphWithLink("javascript:alert(1)", "texto"));
    expect(html).not.toContain("javascript:");
    expect(html).toContain("texto");
  });
});
