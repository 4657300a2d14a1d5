// The Studio's content tree: casinos by rating, the reviews due for a new check (older than
// REVIEW_MAX_AGE_DAYS), the authors who sign them, game pages, the payment-method pages, each page's FAQ list
// (dragged into order) and every FAQ, pages, the newsletter's issues (newest first, each with its «Correo» view),
// and the site settings singleton.

import { FAQ_PLACEMENTS, faqListId, reviewDueBefore, todayIso } from "@casinolupa/domain";
import { ClockIcon } from "@sanity/icons/Clock";
import { CogIcon } from "@sanity/icons/Cog";
import { CreditCardIcon } from "@sanity/icons/CreditCard";
import { DiamondIcon } from "@sanity/icons/Diamond";
import { DocumentTextIcon } from "@sanity/icons/DocumentText";
import { EnvelopeIcon } from "@sanity/icons/Envelope";
import { HelpCircleIcon } from "@sanity/icons/HelpCircle";
import { JoystickIcon } from "@sanity/icons/Joystick";
import { UserIcon } from "@sanity/icons/User";
import type { DefaultDocumentNodeResolver, StructureBuilder, StructureResolver } from "sanity/structure";
import { NewsletterEmailView } from "./components/newsletter/email-view";
import { faqListTitles } from "./schemaTypes/singletons/faq-list";
import { SITE_SETTINGS_ID } from "./schemaTypes/singletons/site-settings";

/**
 * Each page's FAQ list opens as its document (drag to order, publish once); below them, every question, to edit
 * one's text. A question joins a page from its list («Añadir elemento»), which can also create it.
 */
function faqList(S: StructureBuilder) {
  const byPage = FAQ_PLACEMENTS.map((placement) =>
    S.listItem()
      .id(faqListId(placement))
      .title(faqListTitles[placement])
      .icon(HelpCircleIcon)
      .child(
        S.document()
          .schemaType("faqList")
          .documentId(faqListId(placement))
          .title(`Preguntas: ${faqListTitles[placement]}`),
      ),
  );
  return S.list()
    .id("faq")
    .title("Preguntas frecuentes")
    .items([
      ...byPage,
      S.divider(),
      S.listItem()
        .id("faq-all")
        .title("Todas las preguntas")
        .icon(HelpCircleIcon)
        .schemaType("faq")
        .child(
          S.documentTypeList("faq")
            .title("Todas las preguntas")
            .defaultOrdering([{ field: "question", direction: "asc" }]),
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
          // The published order (decision 015): by rating, then «Seguridad y licencia», then name.
          S.documentTypeList("casino")
            .title("Casinos por nota")
            .defaultOrdering([
              { field: "rating", direction: "desc" },
              { field: "ratingBreakdown.safety", direction: "desc" },
              { field: "name", direction: "asc" },
            ]),
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
        .id("author")
        .title("Autores")
        .icon(UserIcon)
        .schemaType("author")
        .child(
          S.documentTypeList("author")
            .title("Autores")
            .defaultOrdering([{ field: "name", direction: "asc" }]),
        ),
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
      S.listItem()
        .id("paymentMethodPage")
        .title("Páginas de métodos de pago")
        .icon(CreditCardIcon)
        .schemaType("paymentMethodPage")
        .child(
          S.documentTypeList("paymentMethodPage")
            .title("Páginas de métodos de pago")
            .defaultOrdering([{ field: "method", direction: "asc" }]),
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
      S.listItem()
        .id("newsletterIssue")
        .title("Boletines")
        .icon(EnvelopeIcon)
        .schemaType("newsletterIssue")
        .child(
          S.documentTypeList("newsletterIssue")
            .title("Boletines")
            .defaultOrdering([
              { field: "periodEnd", direction: "desc" },
              { field: "_createdAt", direction: "desc" },
            ]),
        ),
      S.divider(),
      S.listItem()
        .id(SITE_SETTINGS_ID)
        .title("Ajustes del sitio")
        .icon(CogIcon)
        .schemaType("siteSettings")
        .child(S.document().schemaType("siteSettings").documentId(SITE_SETTINGS_ID).title("Ajustes del sitio")),
    ]);

/** A «Boletín» opens on its form, with the e-mail as readers will get it one tab away («Correo»). */
export const defaultDocumentNode: DefaultDocumentNodeResolver = (S, { schemaType }) =>
  schemaType === "newsletterIssue"
    ? S.document().views([
        S.view.form().title("Formulario"),
        S.view.component(NewsletterEmailView).id("correo").title("Correo"),
      ])
    : S.document();
