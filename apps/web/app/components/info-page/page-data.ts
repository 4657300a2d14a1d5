// The shape a content page renders, narrowed from the query result: the page document, its FAQs, and the
// settings it needs (help lines, support details, external resources), with absent lists made empty.
import type { PageQueryResult } from "@casinolupa/content";

export type InfoPageDocument = NonNullable<PageQueryResult["page"]>;
type QueriedSettings = NonNullable<PageQueryResult["settings"]>;
export type HelpLine = NonNullable<QueriedSettings["helpLines"]>[number];
export type ExternalResource = NonNullable<QueriedSettings["externalResources"]>[number];
export type SupportDetails = NonNullable<QueriedSettings["support"]>;
export type SiteOwner = NonNullable<QueriedSettings["owner"]>;
export type InfoPageSettings = {
  helpLines: HelpLine[];
  support: SupportDetails | null;
  externalResources: ExternalResource[];
  owner: SiteOwner | null;
};

export function infoPageSettings(settings: PageQueryResult["settings"]): InfoPageSettings {
  return {
    helpLines: settings?.helpLines ?? [],
    support: settings?.support ?? null,
    externalResources: settings?.externalResources ?? [],
    owner: settings?.owner ?? null,
  };
}

/** A phone number as a tel: link, or undefined when there is no number (never "tel:undefined"). */
export function telHref(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, "");
  return digits ? `tel:${digits}` : undefined;
}

/**
 * CasinoLupa's own phone for the help centre's "Llámanos" card, or null. A gambling help line is never offered
 * as our phone: it is run by others and shown, attributed, in the help-line panel.
 */
export function callLine(settings: InfoPageSettings): { phone: string; hours: string | null } | null {
  const phone = settings.support?.phone;
  return phone ? { phone, hours: settings.support?.phoneHours ?? null } : null;
}
