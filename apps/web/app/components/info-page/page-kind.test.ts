import { describe, expect, it } from "vitest";
import { faqListFor, headingId, infoPageKind, slugFromPathname, uniqueHeadingIds } from "./page-kind";

describe("content page routing", () => {
  it("derives the page slug from the request path", () => {
    expect(slugFromPathname("/guia-juego-responsable")).toBe("guia-juego-responsable");
    expect(slugFromPathname("/ayuda/")).toBe("ayuda");
  });

  it("shows the guide's and the help centre's FAQs, and none on the legal pages", () => {
    expect(faqListFor(infoPageKind("guia-juego-responsable"))).toBe("faqList-guia");
    expect(faqListFor(infoPageKind("ayuda"))).toBe("faqList-ayuda");
    expect(faqListFor(infoPageKind("terminos-condiciones"))).toBe("none");
    expect(faqListFor(infoPageKind("politica-privacidad"))).toBe("none");
    expect(faqListFor(infoPageKind("otra-cosa"))).toBe("none");
  });
});

describe("heading anchors", () => {
  it("builds readable ids without accents or punctuation", () => {
    expect(headingId("1. Aceptación de las condiciones")).toBe("1-aceptacion-de-las-condiciones");
    expect(headingId("¿Qué datos tratamos?")).toBe("que-datos-tratamos");
    expect(headingId("Autoexclusión en el RGIAJ")).toBe("autoexclusion-en-el-rgiaj");
    expect(headingId("¿¡!?")).toBe("apartado");
  });

  it("keeps ids unique on one page", () => {
    expect(uniqueHeadingIds(["Contacto", "Contacto", "Preguntas frecuentes"], ["preguntas-frecuentes"])).toEqual([
      "contacto",
      "contacto-2",
      "preguntas-frecuentes-2",
    ]);
  });
});
