// The shape a content page renders, narrowed from the query result: the page document, its FAQs, and the
// settings it needs (help lines, support details, external resources), with absent lists made empty.
import type { PageQueryResult } from "@casinolupa/content";

export type InfoPageDocument = NonNullable<PageQueryResult["page"]>;
type QueriedSettings = NonNullable<PageQueryResult["settings"]>;
export type HelpLine = NonNullable<QueriedSettings["helpLines"]>[number];
export type ExternalResource = NonNullable<QueriedSettings["externalResources"]>[number];
export type SupportDetails = NonNullable<QueriedSettings["support"]>;
export type InfoPageSettings = {
  helpLines: HelpLine[];
  support: SupportDetails | null;
  externalResources: ExternalResource[];
};

export function infoPageSettings(settings: PageQueryResult["settings"]): InfoPageSettings {
  return {
    helpLines: settings?.helpLines ?? [],
    support: settings?.support ?? null,
    externalResources: settings?.externalResources ?? [],
  };
}

/** A phone number as a tel: link, or undefined when there is no number (never "tel:undefined"). */
export function telHref(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/[^\d+]/g, "");
  return digits ? `tel:${digits}` : undefined;
}

/** The number behind the help centre's "Llámanos" card: the support phone when set, else the first help line. */
export function callLine(
  settings: InfoPageSettings,
): { phone: string; hours: string | null; description: string | null } | null {
  const supportPhone = settings.support?.phone;
  const digits = (phone: string) => phone.replace(/\D/g, "");
  const line =
    (supportPhone ? settings.helpLines.find((entry) => digits(entry.phone) === digits(supportPhone)) : undefined) ??
    (supportPhone ? undefined : settings.helpLines[0]);
  if (line)
    return {
      phone: line.phone,
      hours: line.hours ?? settings.support?.phoneHours ?? null,
      description: line.description,
    };
  if (supportPhone) return { phone: supportPhone, hours: settings.support?.phoneHours ?? null, description: null };
  return null;
}
