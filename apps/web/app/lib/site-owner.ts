// The identity of the site's owner, which the legal notice and the privacy policy show. The committed dataset
// carries a visibly fake one, marked "(datos de muestra)"; a deployment must replace it before going public.
import type { SiteOwnerQueryResult } from "@casinolupa/content";

/** The owner as the Studio's «Titular y aviso legal» holds it (siteOwnerQuery's result). */
export type SiteOwner = NonNullable<SiteOwnerQueryResult>;

/** The words that mark a value of the committed dataset as a placeholder, never a real fact. */
export const SAMPLE_MARKER = "datos de muestra";

/** The owner's fields that are still sample values, by field name (all of them when there is no owner at all). */
export function sampleOwnerFields(owner: Partial<SiteOwner> | null | undefined): string[] {
  const fields: (keyof SiteOwner)[] = ["companyName", "taxId", "address", "registry", "email", "emailProcessor"];
  if (!owner) return fields;
  return fields.filter((field) => {
    const value = owner[field]?.trim();
    return !value || value.toLowerCase().includes(SAMPLE_MARKER);
  });
}

/** Where each owner field is filled in, as the Studio names it (Ajustes del sitio > Titular y aviso legal). */
export const OWNER_FIELD_LABELS: Record<string, string> = {
  companyName: "Razón social (companyName)",
  taxId: "NIF (taxId)",
  address: "Domicilio (address)",
  registry: "Datos registrales (registry)",
  email: "Correo de contacto (email)",
  emailProcessor: "Proveedor de correo (emailProcessor)",
};

/** The variable that lets a staging site run with the sample owner on purpose. */
export const ALLOW_SAMPLE_OWNER = "ALLOW_SAMPLE_OWNER";

export type SampleOwnerProblem = { refuse: boolean; message: string };

/**
 * What to do at start-up about the sample owner (docs/decisions/031-the-site-says-who-runs-it-and-never-runs-as-the-sample.md). Local runs and tests leave
 * SITE_ORIGIN unset: nothing. A production start with SITE_ORIGIN set and the sample (or an empty) owner refuses to
 * start, naming the settings to fill in, unless ALLOW_SAMPLE_OWNER=1 says a staging site wants the sample: then
 * a warning. A development server only warns.
 */
export function sampleOwnerProblem(
  owner: Partial<SiteOwner> | null | undefined,
  {
    siteOriginConfigured,
    origin,
    production,
    allowSample,
  }: { siteOriginConfigured: boolean; origin: string; production: boolean; allowSample: boolean },
): SampleOwnerProblem | null {
  if (!siteOriginConfigured) return null;
  const fields = sampleOwnerFields(owner);
  if (!fields.length) return null;
  const refuse = production && !allowSample;
  const bar = "!".repeat(78);
  return {
    refuse,
    message: [
      bar,
      refuse
        ? `NOT STARTING: ${origin} would serve the SAMPLE site owner (the committed dataset's placeholder identity).`
        : `WARNING: ${origin} is serving the SAMPLE site owner (the committed dataset's placeholder identity).`,
      "The legal notice (/aviso-legal) and the privacy policy name whoever is in siteSettings.owner; Spanish law",
      "(LSSI art. 10, GDPR art. 13) requires the real company name, NIF, address, registry entry and contact.",
      `Fill in, in the Studio (Ajustes del sitio > Titular y aviso legal): ${fields
        .map((field) => OWNER_FIELD_LABELS[field] ?? field)
        .join("; ")}.`,
      refuse
        ? `A staging site that may show the sample owner: start it with ${ALLOW_SAMPLE_OWNER}=1.`
        : "Never point a public domain at this process.",
      bar,
    ].join("\n"),
  };
}

/** The data-protection controller to name beside a form: the owner's company, never a sample one. */
export function controllerName(owner: Partial<SiteOwner> | null | undefined): string | null {
  if (!owner || sampleOwnerFields(owner).includes("companyName")) return null;
  return owner.companyName?.trim() || null;
}
