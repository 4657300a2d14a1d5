import { describe, expect, test } from "vitest";
import { sampleOwnerFields, sampleOwnerWarning } from "./site-owner";

const real = {
  companyName: "Lupa Media, S.L.",
  taxId: "B12345678",
  address: "Calle Mayor 1, 28013 Madrid",
  registry: "Registro Mercantil de Madrid, tomo 1, folio 2, hoja M-3",
  email: "hola@casinolupa.es",
  emailProcessor: "Correos Seguros, S.L., con servidores en la Unión Europea",
  internationalTransfers: "Ninguna",
};
const sample = {
  ...real,
  companyName: "Empresa de ejemplo, S.L. (datos de muestra)",
  taxId: "B00000000 (Datos de muestra)",
};
const deployed = { siteOriginConfigured: true, origin: "https://www.casinolupa.es" };

describe("the sample site owner", () => {
  test("a deployment with the sample owner gets a warning naming the fields still to fill in", () => {
    const warning = sampleOwnerWarning(sample, deployed);
    expect(warning).toContain("https://www.casinolupa.es is serving the SAMPLE site owner");
    expect(warning).toContain("Still sample or empty: companyName, taxId.");
  });

  test("a missing owner counts as all sample", () => {
    expect(sampleOwnerFields(null)).toHaveLength(6);
    expect(sampleOwnerWarning(undefined, deployed)).toContain("companyName, taxId, address, registry, email");
  });

  test("a real owner, or a local run without SITE_ORIGIN, gets no warning", () => {
    expect(sampleOwnerWarning(real, deployed)).toBeNull();
    expect(sampleOwnerWarning(sample, { siteOriginConfigured: false, origin: "https://www.casinolupa.es" })).toBeNull();
  });

  test("the committed dataset's owner is visibly a sample", async () => {
    const { readFileSync } = await import("node:fs");
    const { localDatasetFile } = await import("@casinolupa/content");
    const settings = readFileSync(localDatasetFile, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .find((document) => document._id === "siteSettings");
    expect(sampleOwnerFields(settings.owner)).toEqual(
      expect.arrayContaining(["companyName", "taxId", "address", "registry", "emailProcessor"]),
    );
  });
});
