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

/**
 * The warning to log at start-up when a deployment (SITE_ORIGIN set) still shows the sample owner, or null.
 * Local runs and tests leave SITE_ORIGIN unset, so the sample identity is expected there.
 */
export function sampleOwnerWarning(
  owner: Partial<SiteOwner> | null | undefined,
  { siteOriginConfigured, origin }: { siteOriginConfigured: boolean; origin: string },
): string | null {
  if (!siteOriginConfigured) return null;
  const fields = sampleOwnerFields(owner);
  if (!fields.length) return null;
  const bar = "!".repeat(78);
  return [
    bar,
    `WARNING: ${origin} is serving the SAMPLE site owner (the committed dataset's placeholder identity).`,
    "The legal notice (/aviso-legal) and the privacy policy name whoever is in siteSettings.owner; Spanish law",
    "(LSSI art. 10, GDPR art. 13) requires the real company name, NIF, address, registry entry and contact.",
    `Still sample or empty: ${fields.join(", ")}. Fix them in the Studio: Ajustes del sitio > Titular y aviso legal.`,
    bar,
  ].join("\n");
}
