import { describe, expect, it } from "vitest";
import { licenceCheckCounts, licenceCheckSentence } from "./index.ts";

const checked = (name: string) => ({ name, unverified: [] });
const holderOnly = (name: string) => ({ name, unverified: ["licenceNumbers"] });
const neither = (name: string) => ({ name, unverified: ["licensee", "licenceNumbers", "owner"] });

describe("the licence sentence follows the reviews' «sin verificar» marks", () => {
  it("counts the licensees and the licence numbers checked, separately", () => {
    const casinos = [checked("William Hill"), holderOnly("Codere"), holderOnly("bwin"), neither("bet365")];
    expect(licenceCheckCounts(casinos)).toEqual({ total: 4, licensee: 3, numbers: 1 });
    expect(licenceCheckSentence(casinos)).toBe(
      "De estos cuatro casinos, hemos comprobado en una fuente pública qué empresa es la titular de la licencia de la DGOJ en tres y sus números de licencia en uno.",
    );
  });

  it("never says that they all hold a licence, even when every fact is checked", () => {
    const sentence = licenceCheckSentence([checked("A"), checked("B"), checked("C")]);
    expect(sentence).toContain("en los tres y sus números de licencia en los tres");
    expect(sentence).not.toMatch(/todos tienen licencia/i);
  });

  it("says «en ninguno» when no casino of the group has a fact checked", () => {
    expect(licenceCheckSentence([neither("bet365"), neither("Luckia")])).toContain(
      "titular de la licencia de la DGOJ en ninguno y sus números de licencia en ninguno",
    );
  });

  it("names the casino when there is only one, as a payment method only one casino accepts", () => {
    expect(licenceCheckSentence([neither("bet365")])).toBe(
      "De bet365 no hemos podido comprobar en ninguna fuente pública qué empresa es la titular de su licencia de la DGOJ ni sus números de licencia.",
    );
    expect(licenceCheckSentence([holderOnly("Codere")])).toContain(
      "titular de su licencia de la DGOJ, pero no sus números",
    );
  });

  it("says nothing about an empty group", () => {
    expect(licenceCheckSentence([])).toBe("");
  });

  it("counts from ten on in figures", () => {
    const many = Array.from({ length: 12 }, (_, index) => checked(`C${index}`));
    expect(licenceCheckSentence(many)).toMatch(/^De estos 12 casinos,.* en los 12 /);
  });
});
