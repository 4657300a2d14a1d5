// The Studio's content tree: casinos by rank, the reviews due for a new check (older than
// REVIEW_MAX_AGE_DAYS), game pages, FAQs by page, pages, and the site settings singleton.

import { FAQ_PLACEMENTS, reviewDueBefore, todayIso } from "@casinolupa/domain";
import { ClockIcon } from "@sanity/icons/Clock";
import { CogIcon } from "@sanity/icons/Cog";
import { DiamondIcon } from "@sanity/icons/Diamond";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { JoystickIcon } from "@sanity/icons/Joystick";
import type { StructureBuilder, StructureResolver } from "sanity/structure";
import { faqByPlacementTemplate, faqPlacementTitles } from "./schemaTypes/documents/faq";
import { SITE_SETTINGS_ID } from "./schemaTypes/singletons/site-settings";

function faqList(S: StructureBuilder) {
  const byPlacement = FAQ_PLACEMENTS.map((placement) =>
    S.listItem()
      .id(`faq-${placement}`)
      .title(faqPlacementTitles[placement])
      .icon(HelpCircleIcon)
      .child(
        S.documentTypeList("faq")
          .id(`faq-${placement}-list`)
          .title(`Preguntas: ${faqPlacementTitles[placement]}`)
          .filter("_type == $type && placement == $placement")
          .params({ type: "faq", placement })
          .defaultOrdering([{ field: "order", direction: "asc" }])
          .initialValueTemplates([S.initialValueTemplateItem(faqByPlacementTemplate.id, { placement })]),
      ),
  );
  return S.list()
    .id("faq")
    .title("Preguntas frecuentes")
    .items([
      ...byPlacement,
      S.divider(),
      S.listItem()
        .id("faq-all")
        .title("Todas las preguntas")
        .icon(HelpCircleIcon)
        .child(
          S.documentTypeList("faq")
            .title("Todas las preguntas")
            .defaultOrdering([
              { field: "placement", direction: "asc" },
              { field: "order", direction: "asc" },
            ]),
        ),
    ]);
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title("Contenido")
    .items([
      S.listItem()
        .id("casino")
        .title("Casinos")
        .icon(DiamondIcon)
        .schemaType("casino")
        .child(
          S.documentTypeList("casino")
            .title("Casinos por puesto")
            .defaultOrdering([{ field: "rank", direction: "asc" }]),
        ),
      S.listItem()
        .id("reviews-due")
        .title("Reseñas por revisar")
        .icon(ClockIcon)
        .schemaType("casino")
        .child(() => {
          // Computed when the editor opens the list, so it is right on any day the Studio stays open.
          const dueBefore = reviewDueBefore(todayIso());
          return S.documentTypeList("casino")
            .id("reviews-due-list")
            .title(`Revisadas antes del ${dueBefore.split("-").reverse().join("/")}`)
            .filter('_type == "casino" && (!defined(lastReviewed) || lastReviewed < $dueBefore)')
            .params({ dueBefore })
            .defaultOrdering([{ field: "lastReviewed", direction: "asc" }]);
        }),
      S.listItem()
        .id("gamePage")
        .title("Páginas de juegos")
        .icon(JoystickIcon)
        .schemaType("gamePage")
        .child(
          S.documentTypeList("gamePage")
            .title("Páginas de juegos")
            .defaultOrdering([{ field: "title", direction: "asc" }]),
        ),
      S.listItem().id("faq").title("Preguntas frecuentes").icon(HelpCircleIcon).schemaType("faq").child(faqList(S)),
      S.listItem()
        .id("page")
        .title("Páginas")
        .icon(DocumentTextIcon)
        .schemaType("page")
        .child(
          S.documentTypeList("page")
            .title("Páginas")
            .defaultOrdering([{ field: "title", direction: "asc" }]),
        ),
      S.divider(),
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title("Ajustes del sitio")
        .icon(CogIcon)
        .schemaType("siteSettings")
        .child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID).title("Ajustes del sitio")),
    ]);
