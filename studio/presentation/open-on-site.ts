// «Abrir en el sitio»: every document's action that opens it in the Presentation tool, on the first page it shows
// on (locations.ts), with the draft. A document with no page yet opens the home page, and the tool says why.
import { DesktopIcon } from "@sanity/icons/Desktop";
import type { DocumentActionComponent } from "sanity";
import { useRouter } from "sanity/router";
import { locationsOf } from "./locations";
import { PRESENTATION_TOOL } from "./presentation";

export const openOnSite: DocumentActionComponent = (props) => {
  const router = useRouter();
  const document = (props.draft ?? props.published) as { slug?: { current?: string } } | null;
  const [first] = locationsOf({ _type: props.type, _id: props.id, slug: document?.slug?.current });
  return {
    label: "Abrir en el sitio",
    title: "Ver este documento en su página, con los cambios sin publicar",
    icon: DesktopIcon,
    onHandle: () =>
      router.navigateIntent("edit", {
        id: props.id,
        type: props.type,
        mode: "presentation",
        presentation: PRESENTATION_TOOL,
        preview: first?.href ?? "/",
      }),
  };
};
