// Where each document shows on the site, for the Presentation tool («Vista previa») and «Abrir en el sitio»: a
// casino on its review, the home page and /comparacion; a game page and a page on their own route; an FAQ on the
// pages whose list holds it; the site settings on the home page (they are on every page, home stands for them). A
// «Boletín» has no page: it is an e-mail, seen in its «Correo» view.
import { APP_SEGMENTS, FAQ_PLACEMENTS, type FaqPlacement, faqListId, PAGE_SEGMENTS } from "@casinolupa/domain";

export type SiteLocation = { title: string; href: string };

/** Types that never show on a page of the site: no location, and no «Abrir en el sitio». */
export const OFF_SITE_TYPES: ReadonlySet<string> = new Set(["newsletterIssue"]);

/** A document as the location query reads it (LOCATION_QUERY). */
export type LocatedDocument = {
  _type: string;
  _id: string;
  slug?: string | null;
  title?: string | null;
  /** For an FAQ: the ids of the FAQ lists that hold it. */
  placedIn?: string[] | null;
};

/** Drafts too: an editor previews what they are writing. */
export const LOCATION_QUERY = `*[_id in [$id, "drafts." + $id]] | order(_updatedAt desc) [0] {
  _type, _id, "slug": slug.current, "title": coalesce(name, title, question),
  "placedIn": *[_type == "faqList" && references($id)]._id
}`;

const HOME: SiteLocation = { title: "Portada", href: "/" };

const PLACEMENT_PAGES: Record<FaqPlacement, SiteLocation> = {
  home: HOME,
  ayuda: { title: "Centro de ayuda", href: `/${PAGE_SEGMENTS.help}` },
  guia: { title: "Guía de juego responsable", href: `/${PAGE_SEGMENTS.responsibleGambling}` },
};

const placementOfList = (id: string): FaqPlacement | undefined =>
  FAQ_PLACEMENTS.find((placement) => faqListId(placement) === id.replace(/^drafts\./, ""));

export function locationsOf(document: LocatedDocument): SiteLocation[] {
  const own = document.slug ? [{ title: document.title ?? document.slug, href: `/${document.slug}` }] : [];
  switch (document._type) {
    case "casino":
      return [...own, HOME, { title: "Comparación de casinos", href: `/${APP_SEGMENTS.comparison}` }];
    case "gamePage":
    case "page":
      return own;
    case "faq": {
      // A list and its draft both hold it: each page once.
      const placements = new Set((document.placedIn ?? []).map(placementOfList));
      return FAQ_PLACEMENTS.filter((placement) => placements.has(placement)).map(
        (placement) => PLACEMENT_PAGES[placement],
      );
    }
    case "faqList": {
      const placement = placementOfList(document._id);
      return placement ? [PLACEMENT_PAGES[placement]] : [];
    }
    case "siteSettings":
      return [HOME];
    default:
      return [];
  }
}

/** What the Presentation tool says when a document has no page yet. */
export function noLocationMessage(document: LocatedDocument | null): string {
  if (!document) return "Este documento aún no se ha guardado.";
  if (document._type === "faq") return "Esta pregunta no está en la lista de ninguna página todavía.";
  if (document._type === "newsletterIssue")
    return "Un boletín no tiene página en el sitio: se envía por correo. Míralo como lo recibirán los lectores en su pestaña «Correo».";
  return "Este documento aún no tiene URL: escribe su slug para verlo en el sitio.";
}
