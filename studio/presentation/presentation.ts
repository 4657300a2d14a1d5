// The Presentation tool («Vista previa»): the site beside the form, showing the drafts. It opens the site's preview
// link (/api/vista-previa, signed with a secret the tool writes into the dataset) on the origin in
// SANITY_STUDIO_PREVIEW_ORIGIN, and lists for each document the pages it shows on (locations.ts).
import { PREVIEW_SEGMENTS } from "@casinolupa/domain";
import { EyeOpenIcon } from "@sanity/icons/EyeOpen";
import { map } from "rxjs";
import type { DocumentLocationResolver } from "sanity/presentation";
import { defineDocuments, presentationTool } from "sanity/presentation";
import { previewOrigin } from "../env";
import { LOCATION_QUERY, type LocatedDocument, locationsOf, noLocationMessage } from "./locations";

export const PRESENTATION_TOOL = "presentation";

const locations: DocumentLocationResolver = ({ id }, { documentStore }) =>
  documentStore.listenQuery(LOCATION_QUERY, { id }, { perspective: "raw" }).pipe(
    map((document: LocatedDocument | null) => {
      const found = document ? locationsOf(document) : [];
      return found.length > 0 ? { locations: found } : { message: noLocationMessage(document), tone: "caution" };
    }),
  );

export function previewTool() {
  return presentationTool({
    name: PRESENTATION_TOOL,
    title: "Vista previa",
    icon: EyeOpenIcon,
    previewUrl: {
      origin: previewOrigin,
      preview: "/",
      previewMode: { enable: `/api/${PREVIEW_SEGMENTS.enable}` },
    },
    resolve: {
      // The document a page is about, opened beside it when the editor navigates the preview.
      mainDocuments: defineDocuments([
        { route: "/", filter: `_type == "siteSettings"` },
        { route: "/:slug", filter: `_type in ["casino", "gamePage", "page"] && slug.current == $slug` },
      ]),
      locations,
    },
  });
}
