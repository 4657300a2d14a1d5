import { describe, expect, it } from "vitest";
import { callLine, type InfoPageSettings, telHref } from "./page-data";

const helpLine = {
  _key: "a",
  name: "Línea de ayuda de FEJAR y Jdigital",
  phone: "900 533 025",
  hours: null,
  description: "Gratuita y confidencial.",
};
const crisisLine = { _key: "b", name: "024", phone: "024", hours: "24 horas", description: null };
const settings = (support: InfoPageSettings["support"], helpLines = [helpLine, crisisLine]): InfoPageSettings => ({
  helpLines,
  support,
  externalResources: [],
  owner: null,
});

describe("telHref", () => {
  it("dials the digits of a spaced number", () => {
    expect(telHref("900 533 025")).toBe("tel:900533025");
    expect(telHref("+34 900 533 025")).toBe("tel:+34900533025");
  });

  it("gives no link at all for a missing number", () => {
    expect(telHref(undefined)).toBeUndefined();
    expect(telHref(null)).toBeUndefined();
    expect(telHref("  ")).toBeUndefined();
  });
});

describe("callLine", () => {
  it("offers no phone of ours when the settings have none, even with help lines listed", () => {
    expect(callLine(settings({ _type: "support", email: "contacto@casinolupa.es" }))).toBeNull();
    expect(callLine(settings(null))).toBeNull();
  });

  it("uses the support phone, with its hours, when it is set", () => {
    expect(
      callLine(
        settings({ _type: "support", email: "contacto@casinolupa.es", phone: "910 000 000", phoneHours: "L-V" }),
      ),
    ).toEqual({
      phone: "910 000 000",
      hours: "L-V",
    });
  });
});
