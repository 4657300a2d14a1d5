// The game page template (/ruleta-online, /slots-clasicos...): a guide to read on a phone, with calls to
// action that each lead somewhere real and a responsible-gambling box at the end.
import type { TopLevelPageQueryResult } from "@casinolupa/content";
import { GAME_CATEGORY_LABELS, mayLinkToOperator } from "@casinolupa/domain";
import { href } from "react-router";
import { formatDate } from "../lib/format";
import { useShellData } from "../lib/shell";
import { headerDate, homeTrail, PageHeader } from "./info-page/page-header";
import { AffiliateDisclosure, OperatorLink, outboundPath } from "./operator-link";
import { PortableTextBody } from "./portable-text";
import { Link } from "./site-link";

type GamePage = NonNullable<TopLevelPageQueryResult["gamePage"]>;
type Props = { page: GamePage; settings: TopLevelPageQueryResult["settings"] };

export function GameGuide({ page, settings }: Props) {
  const hero = page.heroImage?.url ? { ...page.heroImage, url: page.heroImage.url } : null;
  return (
    <article>
      <PageHeader
        trail={homeTrail(page.title, href("/:slug", { slug: page.slug }))}
        eyebrow={`Guía de juego · ${GAME_CATEGORY_LABELS[page.category]}`}
        title={page.title}
        intro={page.intro}
        date={headerDate("Última revisión", page.lastReviewed, formatDate)}
      />
      <div className="container-page grid gap-10 pt-10 pb-2 md:pt-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14">
        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          {hero ? (
            <img
              src={hero.url}
              alt={hero.alt ?? ""}
              width={hero.width ?? undefined}
              height={hero.height ?? undefined}
              loading="eager"
              fetchPriority="high"
              decoding="async"
              className="mb-10 h-auto w-full max-w-[70ch] rounded-card border border-line bg-ink"
            />
          ) : null}
          <PortableTextBody value={page.body} />
        </div>
        {/* On a phone: the guide, then where to go next, then the 18+ box. On a wide screen the calls to
            action stay in view beside the text. */}
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <GuideCallsToAction ctas={page.ctas ?? []} affiliateDisclosure={settings?.affiliateDisclosure} />
        </div>
        <div className="max-w-[70ch] lg:col-start-1 lg:row-start-2">
          <ResponsibleGamblingBox />
        </div>
      </div>
    </article>
  );
}

type Cta = GamePage["ctas"][number];

/**
 * Where a call to action leads; null when it would lead nowhere: a missing path or casino, or an operator we may not
 * link to («no clasificado», or scored under 7,0: docs/decisions/035-no-affiliate-link-under-7.md).
 */
function ctaTarget(cta: Cta): { kind: "internal"; to: string } | { kind: "operator"; href: string } | null {
  if (cta.target === "comparison") return { kind: "internal", to: href("/comparacion") };
  if (cta.target === "page") return cta.path?.startsWith("/") ? { kind: "internal", to: cta.path } : null;
  if (cta.target === "operator")
    return cta.casino?.slug && mayLinkToOperator(cta.casino)
      ? { kind: "operator", href: outboundPath(cta.casino.slug) }
      : null;
  return null;
}

function GuideCallsToAction({
  ctas,
  affiliateDisclosure,
}: {
  ctas: Cta[];
  affiliateDisclosure: string | null | undefined;
}) {
  const actions = ctas.flatMap((cta) => {
    const target = ctaTarget(cta);
    return target ? [{ cta, target }] : [];
  });
  if (!actions.length) return null;
  const hasOperatorLink = actions.some((action) => action.target.kind === "operator");
  return (
    <section aria-labelledby="guide-cta-title" className="card p-6" data-testid="guide-ctas">
      <h2 id="guide-cta-title" className="text-lg font-bold text-ink">
        Antes de jugar, compara
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-muted">
        Bonos con sus condiciones, métodos de pago y plazos de retirada de los casinos con licencia de la DGOJ. Desde
        las guías no te mandamos a un casino concreto: la comparativa los ordena por nuestra nota, con los filtros que
        elijas.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        {actions.map(({ cta, target }, index) => {
          const className = `${index === 0 ? "btn-primary" : "btn-secondary"} w-full text-center`;
          return target.kind === "operator" ? (
            <OperatorLink key={cta._key} href={target.href} className={className}>
              {cta.label}
            </OperatorLink>
          ) : (
            <Link key={cta._key} to={target.to} className={className}>
              {cta.label}
            </Link>
          );
        })}
      </div>
      {hasOperatorLink ? (
        <div className="mt-4 space-y-1.5 border-t border-line pt-4">
          <p className="text-xs font-semibold text-ink-soft">
            +18 · Se aplican los términos y condiciones del operador.
          </p>
          <AffiliateDisclosure text={affiliateDisclosure} />
        </div>
      ) : null}
    </section>
  );
}

/** 18+, the site's safe-gambling message and help line (from the settings, via the layout), and the guide. */
function ResponsibleGamblingBox() {
  const shell = useShellData();
  const helpLine = shell?.footer.helpLines[0];
  return (
    <section
      aria-labelledby="guide-rg-title"
      className="flex gap-4 rounded-card border border-amber-200 bg-amber-50 p-5 text-amber-950 sm:p-6"
    >
      <span
        className="flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-red-700 bg-white text-sm font-black text-red-700"
        aria-hidden="true"
      >
        +18
      </span>
      <div className="min-w-0">
        <h2 id="guide-rg-title" className="text-lg font-bold">
          Solo para mayores de 18 años
        </h2>
        <p className="mt-1.5 text-[0.9375rem] leading-relaxed">
          {shell?.footer.safeGamblingMessage ??
            "Juega con responsabilidad: fija un presupuesto y un tiempo antes de empezar y no intentes recuperar lo perdido."}
        </p>
        {helpLine ? (
          <p className="mt-2 text-[0.9375rem] leading-relaxed">
            ¿Te preocupa tu forma de jugar? Llama al{" "}
            <a
              href={`tel:${helpLine.phone.replace(/\s+/g, "")}`}
              className="font-bold whitespace-nowrap underline underline-offset-3"
            >
              {helpLine.phone}
            </a>
            , {helpLine.name.charAt(0).toLowerCase() + helpLine.name.slice(1)}: gratuita y confidencial
            {helpLine.hours ? ` (${helpLine.hours.toLowerCase()})` : ""}.
          </p>
        ) : null}
        <p className="mt-2 flex flex-wrap gap-x-6">
          <Link
            to={href("/guia-juego-responsable")}
            className="inline-flex min-h-11 items-center gap-1 font-semibold underline decoration-amber-700/50 underline-offset-3 hover:decoration-amber-900"
          >
            Guía de juego responsable <span aria-hidden="true">→</span>
          </Link>
          <Link
            to={href("/calculadora-bonos")}
            className="inline-flex min-h-11 items-center gap-1 font-semibold underline decoration-amber-700/50 underline-offset-3 hover:decoration-amber-900"
          >
            Calcula lo que exige un bono antes de aceptarlo <span aria-hidden="true">→</span>
          </Link>
        </p>
      </div>
    </section>
  );
}
