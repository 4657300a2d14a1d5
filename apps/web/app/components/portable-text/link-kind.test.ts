import { describe, expect, it } from "vitest";
import { classifyLink } from "./link-kind";

describe("classifyLink", () => {
  it("keeps site paths inside the app", () => {
    expect(classifyLink("/comparacion")).toEqual({ kind: "internal", to: "/comparacion" });
    expect(classifyLink("/guia-juego-responsable#limites")).toEqual({
      kind: "internal",
      to: "/guia-juego-responsable#limites",
    });
  });

  it("turns absolute links to our own domain into site paths", () => {
    expect(classifyLink("https://www.casinolupa.es/ayuda?x=1#faq")).toEqual({ kind: "internal", to: "/ayuda?x=1#faq" });
  });

  it("renders in-page anchors and contact links as plain links", () => {
    expect(classifyLink("#preguntas-frecuentes")).toEqual({ kind: "anchor", href: "#preguntas-frecuentes" });
    expect(classifyLink("mailto:contacto@casinolupa.es")).toEqual({
      kind: "contact",
      href: "mailto:contacto@casinolupa.es",
    });
    expect(classifyLink("tel:900533025")).toEqual({ kind: "contact", href: "tel:900533025" });
  });

  it("treats the regulator, health and help sites (and their subdomains) as ordinary external links", () => {
    for (const href of [
      "https://www.ordenacionjuego.es/es/rgiaj",
      "https://sede.ordenacionjuego.es",
      "https://www.jugarbien.es",
      "https://www.sanidad.gob.es",
      "https://www.aepd.es",
      "https://fejar.org",
      "https://www.boe.es/buscar/act.php?id=BOE-A-2011-10970",
      "https://WWW.JUGARBIEN.ES/",
      "https://gamblingguidelines.ca",
    ]) {
      expect(classifyLink(href).kind, href).toBe("external");
    }
  });

  it("marks every other outside host as sponsored, including look-alike domains", () => {
    for (const href of [
      "https://www.bet365.es",
      "https://www.codere.es/casino",
      "http://casino.example.com",
      "//www.betway.es",
      "https://jugarbien.es.operador.com",
      "https://fakejugarbien.es",
    ]) {
      expect(classifyLink(href).kind, href).toBe("sponsored");
    }
  });

  it("refuses empty, malformed and script links", () => {
    expect(classifyLink(undefined)).toEqual({ kind: "invalid" });
    expect(classifyLink("  ")).toEqual({ kind: "invalid" });
    expect(classifyLink("#")).toEqual({ kind: "invalid" });
    expect(classifyLink("javascript:alert(1)")).toEqual({ kind: "invalid" });
    expect(classifyLink("data:text/html,hola")).toEqual({ kind: "invalid" });
    expect(classifyLink("not a url")).toEqual({ kind: "invalid" });
  });
});
