import { describe, expect, test } from "vitest";
import { controllerName, sampleOwnerFields, sampleOwnerProblem } from "./site-owner";

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
const deployed = {
  siteOriginConfigured: true,
  origin: "https://www.casinolupa.es",
  production: true,
  allowSample: false,
};

describe("the sample site owner", () => {
  test("a production start with SITE_ORIGIN and the sample owner refuses, naming the settings to fill in", () => {
    const problem = sampleOwnerProblem(sample, deployed);
    expect(problem?.refuse).toBe(true);
    expect(problem?.message).toContain("NOT STARTING: https://www.casinolupa.es would serve the SAMPLE site owner");
    expect(problem?.message).toContain(
      "Ajustes del sitio > Titular y aviso legal): Razón social (companyName); NIF (taxId).",
    );
    expect(problem?.message).toContain("start it with ALLOW_SAMPLE_OWNER=1");
  });

  test("ALLOW_SAMPLE_OWNER=1 (a staging site) or a development server only warns", () => {
    const staging = sampleOwnerProblem(sample, { ...deployed, allowSample: true });
    expect(staging).toMatchObject({ refuse: false, message: expect.stringContaining("WARNING") });
    expect(sampleOwnerProblem(sample, { ...deployed, production: false })?.refuse).toBe(false);
  });

  test("a missing owner counts as all sample", () => {
    expect(sampleOwnerFields(null)).toHaveLength(6);
    expect(sampleOwnerProblem(undefined, deployed)?.message).toContain("Proveedor de correo (emailProcessor)");
  });

  test("a real owner, or a local run without SITE_ORIGIN, is no problem", () => {
    expect(sampleOwnerProblem(real, deployed)).toBeNull();
    expect(sampleOwnerProblem(sample, { ...deployed, siteOriginConfigured: false })).toBeNull();
  });

  test("the form names a real controller, never a sample one", () => {
    expect(controllerName(real)).toBe("Lupa Media, S.L.");
    expect(controllerName(sample)).toBeNull();
    expect(controllerName(null)).toBeNull();
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
