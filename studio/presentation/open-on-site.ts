// «Abrir en el sitio»: opens a document in the Presentation tool, on the first page it shows on (locations.ts), with
// the draft. A document with no page yet opens the home page, and the tool says why. Editors find it twice: as a
// button in the document's header, always in sight (open-on-site-button.tsx), and among the footer's actions.
import { DesktopIcon } from "@sanity/icons/Desktop";
import type { DocumentActionComponent } from "sanity";
import { useRouter } from "sanity/router";
import { locationsOf } from "./locations";
import { PRESENTATION_TOOL } from "./presentation";

export const OPEN_ON_SITE = {
  label: "Abrir en el sitio",
  title: "Ver este documento en su página, con los cambios sin publicar",
  icon: DesktopIcon,
};

/** The intent that opens `id` in the Presentation tool on its first page. */
export function useOpenOnSite(id: string, type: string, slug: string | undefined): () => void {
  const router = useRouter();
  const [first] = locationsOf({ _type: type, _id: id, slug });
  return () =>
    router.navigateIntent("edit", {
      id,
      type,
      mode: "presentation",
      presentation: PRESENTATION_TOOL,
      preview: first?.href ?? "/",
    });
}

export const openOnSite: DocumentActionComponent = (props) => {
  const document = (props.draft ?? props.published) as { slug?: { current?: string } } | null;
  const open = useOpenOnSite(props.id, props.type, document?.slug?.current);
  return { ...OPEN_ON_SITE, onHandle: open };
};
