import { describe, expect, it } from "vitest";
import { locationsOf, noLocationMessage } from "./locations";

describe("where a document shows on the site", () => {
  it("opens a casino on its review, the home page and the comparison", () => {
    expect(locationsOf({ _type: "casino", _id: "casino-bet365", slug: "bet365", title: "bet365" })).toEqual([
      { title: "bet365", href: "/bet365" },
      { title: "Portada", href: "/" },
      { title: "Comparación de casinos", href: "/comparacion" },
    ]);
  });

  it("opens a game page and a page on their own route", () => {
    expect(locationsOf({ _type: "gamePage", _id: "g", slug: "ruleta-online", title: "Ruleta" })).toEqual([
      { title: "Ruleta", href: "/ruleta-online" },
    ]);
    expect(locationsOf({ _type: "page", _id: "p", slug: "ayuda", title: "Ayuda" })).toEqual([
      { title: "Ayuda", href: "/ayuda" },
    ]);
  });

  it("opens an FAQ on each page whose list holds it, drafts of the list included", () => {
    expect(
      locationsOf({ _type: "faq", _id: "faq-1", placedIn: ["faqList-home", "drafts.faqList-home", "faqList-guia"] }),
    ).toEqual([
      { title: "Portada", href: "/" },
      { title: "Guía de juego responsable", href: "/guia-juego-responsable" },
    ]);
    expect(locationsOf({ _type: "faq", _id: "faq-2", placedIn: [] })).toEqual([]);
    expect(noLocationMessage({ _type: "faq", _id: "faq-2" })).toBe(
      "Esta pregunta no está en la lista de ninguna página todavía.",
    );
  });

  it("opens the site settings and home's FAQ list on the home page", () => {
    expect(locationsOf({ _type: "siteSettings", _id: "siteSettings" })).toEqual([{ title: "Portada", href: "/" }]);
    expect(locationsOf({ _type: "faqList", _id: "faqList-ayuda" })).toEqual([
      { title: "Centro de ayuda", href: "/ayuda" },
    ]);
  });

  it("has no location for a «Boletín», and says where to see it instead", () => {
    expect(locationsOf({ _type: "newsletterIssue", _id: "n", title: "Novedades de noviembre" })).toEqual([]);
    expect(noLocationMessage({ _type: "newsletterIssue", _id: "n" })).toBe(
      "Un boletín no tiene página en el sitio: se envía por correo. Míralo como lo recibirán los lectores en su pestaña «Correo».",
    );
  });

  it("has no location for a page without a slug yet", () => {
    expect(locationsOf({ _type: "page", _id: "p", slug: null })).toEqual([]);
  });
});
