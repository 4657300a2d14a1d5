// «Abrir en el sitio» as a button in every document's header, beside its title, so that an editor sees it without
// opening the footer's «…» menu. Sanity renders the document header's extra components from
// `document.unstable_languageFilter` (its only header slot), whatever they do.
import { Button } from "@sanity/ui";
import { useDocumentPane } from "sanity/structure";
import { OPEN_ON_SITE, useOpenOnSite } from "./open-on-site";

export function OpenOnSiteButton() {
  const { documentId, documentType, displayed } = useDocumentPane();
  const slug = (displayed as { slug?: { current?: string } } | null)?.slug?.current;
  const open = useOpenOnSite(documentId, documentType, slug);
  return (
    <Button
      icon={OPEN_ON_SITE.icon}
      mode="ghost"
      fontSize={1}
      padding={2}
      text={OPEN_ON_SITE.label}
      title={OPEN_ON_SITE.title}
      onClick={open}
    />
  );
}
