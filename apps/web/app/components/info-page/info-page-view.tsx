// The template of the content pages (responsible-gambling guide, terms, privacy, legal notice, help centre):
// header, table of contents, the editor's sections, and each page's practical extras (help lines, FAQs, contact,
// the owner's identity from the site settings).
import { clsx } from "clsx";
import { href } from "react-router";
import type { LimitCalculatorState } from "../../lib/calculators/form-state";
import { LIMIT_CALCULATOR_ID, LimitCalculator } from "../calculators/limit-calculator";
import { type FaqItem, FaqList } from "../faq-list";
import { EditorSections } from "../page-section";
import { ContactCards, HelpLinesPanel, ResourceLinks } from "./help-blocks";
import type { InfoPageDocument, InfoPageSettings } from "./page-data";
import { headerDate, homeTrail, PageHeader } from "./page-header";
import type { InfoPageKind } from "./page-kind";
import { uniqueHeadingIds } from "./page-kind";
import { SiteOwnerDetails } from "./site-owner-details";
import { TableOfContents, type TocItem } from "./table-of-contents";

/** Pages with more sections than this get a table of contents. */
const TOC_MIN_SECTIONS = 4;

/** In-page anchors of the extras (the help centre's "Preguntas frecuentes" card jumps to the FAQs). */
export const ANCHORS = {
  urgentHelp: "ayuda-urgente",
  contact: "contacto",
  faqs: "preguntas-frecuentes",
  resources: "recursos-utiles",
  owner: "titular",
} as const;

const EYEBROWS: Record<InfoPageKind, string> = {
  guide: "Juego responsable",
  terms: "Información legal",
  privacy: "Información legal",
  legal: "Información legal",
  help: "Ayuda y contacto",
};

const fullDate = new Intl.DateTimeFormat("es-ES", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-12-01" -> "1 de diciembre de 2025", the same on every page. */
export function updatedText(isoDate: string): string {
  return fullDate.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}

type Extra = { id: string; label: string; placement: "before" | "after"; node: React.ReactNode };

function extrasFor(
  kind: InfoPageKind | undefined,
  faqs: readonly FaqItem[],
  settings: InfoPageSettings,
  limitCalculator: LimitCalculatorState | undefined,
): Extra[] {
  const faqBlock = (name: string): Extra => ({
    id: ANCHORS.faqs,
    label: "Preguntas frecuentes",
    placement: "after",
    node: (
      <section aria-labelledby={ANCHORS.faqs}>
        <h2 id={ANCHORS.faqs} className="text-2xl font-bold tracking-tight text-ink md:text-[1.75rem]">
          Preguntas frecuentes
        </h2>
        <FaqList faqs={faqs} name={name} className="mt-5" />
      </section>
    ),
  });
  const helpLines = (title: string, placement: Extra["placement"]): Extra => ({
    id: ANCHORS.urgentHelp,
    label: title,
    placement,
    node: <HelpLinesPanel id={ANCHORS.urgentHelp} title={title} lines={settings.helpLines} />,
  });

  if ((kind === "privacy" || kind === "legal") && settings.owner) {
    const title = kind === "privacy" ? "Responsable del tratamiento" : "Datos del titular";
    return [
      {
        id: ANCHORS.owner,
        label: title,
        placement: "before",
        node: <SiteOwnerDetails id={ANCHORS.owner} title={title} owner={settings.owner} />,
      },
    ];
  }
  if (kind === "guide") {
    const extras: Extra[] = [];
    if (limitCalculator) {
      extras.push({
        id: LIMIT_CALCULATOR_ID,
        label: "Calcula tus límites",
        placement: "before",
        node: (
          <LimitCalculator
            action={href("/guia-juego-responsable")}
            state={limitCalculator}
            helpLine={settings.helpLines[0]}
          />
        ),
      });
    }
    if (settings.helpLines.length) extras.push(helpLines("¿Necesitas hablar con alguien?", "after"));
    if (faqs.length) extras.push(faqBlock("faq-guia"));
    return extras;
  }
  if (kind === "help") {
    const extras: Extra[] = [];
    if (settings.helpLines.length) extras.push(helpLines("Ayuda urgente", "before"));
    extras.push({
      id: ANCHORS.contact,
      label: "Contacta con nosotros",
      placement: "before",
      node: <ContactCards id={ANCHORS.contact} settings={settings} faqAnchor={ANCHORS.faqs} />,
    });
    // The "Preguntas frecuentes" card links to the FAQ section, so it is always there to land on.
    extras.push(faqBlock("faq-ayuda"));
    if (settings.externalResources.length) {
      extras.push({
        id: ANCHORS.resources,
        label: "Recursos útiles",
        placement: "after",
        node: <ResourceLinks id={ANCHORS.resources} resources={settings.externalResources} />,
      });
    }
    return extras;
  }
  return [];
}

export function InfoPageView({
  kind,
  page,
  faqs,
  settings,
  limitCalculator,
}: {
  kind: InfoPageKind | undefined;
  page: InfoPageDocument;
  faqs: readonly FaqItem[];
  settings: InfoPageSettings;
  /** Only on the responsible-gambling guide. */
  limitCalculator?: LimitCalculatorState;
}) {
  const extras = extrasFor(kind, faqs, settings, limitCalculator);
  const before = extras.filter((extra) => extra.placement === "before");
  const after = extras.filter((extra) => extra.placement === "after");
  const sections = page.sections ?? [];
  const ids = uniqueHeadingIds(
    sections.map((section) => section.heading),
    extras.map((extra) => extra.id),
  );
  const toc: TocItem[] = [
    ...before.map(({ id, label }) => ({ id, label })),
    ...sections.map((section, index) => ({ id: ids[index] ?? "", label: section.heading })),
    ...after.map(({ id, label }) => ({ id, label })),
  ];
  const showToc = sections.length >= TOC_MIN_SECTIONS;

  return (
    <article>
      <PageHeader
        trail={homeTrail(page.title, href("/:slug", { slug: page.slug }))}
        eyebrow={kind ? EYEBROWS[kind] : undefined}
        title={page.title}
        intro={page.intro}
        date={headerDate("Última actualización", page.lastUpdated, updatedText)}
      />
      <div
        className={clsx(
          "container-page grid gap-8 pt-8 md:pt-12",
          showToc && "lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-14",
        )}
      >
        {showToc ? <TableOfContents items={toc} /> : null}
        <div className="min-w-0 space-y-12 md:space-y-14">
          {before.map((extra) => (
            <div key={extra.id}>{extra.node}</div>
          ))}
          <EditorSections sections={sections} ids={ids} />
          {after.map((extra) => (
            <div key={extra.id}>{extra.node}</div>
          ))}
        </div>
      </div>
    </article>
  );
}
