// The digest: an issue of the newsletter (docs/decisions/025-newsletter-digest.md). The editor writes the subject and
// a short intro; the product fills the body from the public change log of the period (changed offers, scores, ranks,
// licences, sanctions, casinos no longer ranked), the casinos added and the guides published in it. It informs; it
// never invites anyone to play (decision 033): no operator links, no «juega», only what changed and where to read it.
import { createHash } from "node:crypto";
import type { OperatorChange } from "@casinolupa/db";
import {
  type ChangeText,
  changeText,
  changeTextSentence,
  copyProblems,
  daysBetween,
  excerptPartLabel,
  ISSUE_PERIOD_MAX_DAYS,
  incitingPhrase,
  isChangeKind,
  isTrackedFact,
  madridDay,
  offerIsCurrent,
  staleOfferNotice,
  TRACKED_FACTS,
  type TrackedFact,
  todayIso,
} from "@casinolupa/domain";
import { z } from "zod";
import { EMAIL_STYLE, type Email, escapeHtml, htmlEmail, unsubscribePath } from "./mail.ts";

/** What the editor writes in the Studio's «Boletín». */
export type DigestDraft = { subject: string; intro: string; periodStart: string; periodEnd: string };

export const subjectMaxLength = 90;
export const introMaxLength = 600;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "fecha");

const draftSchema = z.object({
  subject: z.string(),
  intro: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
});

/** The draft, checked as the Studio checks it, or the first problem in words an editor understands. */
export function parseDigestDraft(input: unknown): { ok: true; draft: DigestDraft } | { ok: false; error: string } {
  const parsed = draftSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: "Faltan datos del boletín: asunto, entradilla, inicio y fin del periodo." };
  }
  const draft = {
    subject: parsed.data.subject.trim(),
    intro: parsed.data.intro.trim(),
    periodStart: parsed.data.periodStart.trim(),
    periodEnd: parsed.data.periodEnd.trim(),
  };
  if (draft.subject === "") return { ok: false, error: "Escribe el asunto del boletín." };
  if (draft.subject.length > subjectMaxLength) {
    return {
      ok: false,
      error: `El asunto tiene ${draft.subject.length} caracteres; el máximo es ${subjectMaxLength}.`,
    };
  }
  if (draft.intro === "") return { ok: false, error: "Escribe la entradilla del boletín." };
  if (draft.intro.length > introMaxLength) {
    return {
      ok: false,
      error: `La entradilla tiene ${draft.intro.length} caracteres; el máximo es ${introMaxLength}.`,
    };
  }
  for (const [field, name] of [
    ["periodStart", "inicio"],
    ["periodEnd", "fin"],
  ] as const) {
    if (!isoDate.safeParse(draft[field]).success || !isRealDate(draft[field])) {
      return { ok: false, error: `La fecha de ${name} del periodo debe ser una fecha válida (AAAA-MM-DD).` };
    }
  }
  if (draft.periodEnd < draft.periodStart) {
    return { ok: false, error: "El periodo termina antes de empezar: revisa las fechas de inicio y fin." };
  }
  const days = daysBetween(draft.periodStart, draft.periodEnd) + 1;
  if (days > ISSUE_PERIOD_MAX_DAYS) {
    return {
      ok: false,
      error: `El periodo abarca ${days} días y un boletín cubre como mucho ${ISSUE_PERIOD_MAX_DAYS}: acorta las fechas.`,
    };
  }
  const written = `${draft.subject}\n${draft.intro}`;
  const phrase = incitingPhrase(written);
  if (phrase) {
    return {
      ok: false,
      error: `«${phrase}» invita a jugar, y el boletín solo informa: cambia esa frase.`,
    };
  }
  // The site's vocabulary (tragaperras, not «tragamonedas»…) holds for the editor's text too.
  const [problem] = copyProblems(written);
  if (problem)
    return { ok: false, error: `El asunto o la entradilla no sigue el vocabulario del sitio: ${problem.why}.` };
  return { ok: true, draft };
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** A recorded change as the change log stores it (db.changeLog.list). */
export type LoggedChange = Omit<OperatorChange, "id" | "casinoId" | "position">;

/** What the site publishes that a digest may mention: casinos (for those added) and guides, with their creation time. */
export type DigestSources = {
  changes: readonly LoggedChange[];
  /** With the day each casino's offer was last checked: an offer past its 90 days is not told in figures. */
  casinos: readonly { slug: string; name: string; createdAt: string; bonusCheckedAt?: string | null }[];
  guides: readonly { slug: string; title: string; createdAt: string }[];
  /** The company that sends it (LSSI art. 10 and 20): the site owner's data from the site settings. */
  owner: { companyName: string; address: string; email: string } | null;
  siteOrigin: string;
};

export type DigestChange = {
  casinoSlug: string;
  casinoName: string;
  kind: string;
  label: string;
  from: string;
  to: string;
  reason: string | null;
  /**
   * Set, in place of `from` and `to`, for a bonus change of an offer not checked in the last 90 days when the digest
   * was composed: when it was checked and where its terms are, never its figures
   * (docs/decisions/034-an-offer-not-checked-for-90-days-is-not-shown.md).
   */
  offerNotice?: string;
};

/** An issue, composed: what every reader's e-mail is rendered from (stored as JSON with the approved issue). */
export type Digest = DigestDraft & {
  siteOrigin: string;
  sender: { companyName: string; address: string; email: string };
  changes: DigestChange[];
  /** The period's changes left out of `changes` because a read stops at a cap: «y N cambios más», to /cambios. */
  moreChanges?: number;
  added: { slug: string; name: string }[];
  guides: { slug: string; title: string }[];
};

/** The instant Madrid's day `day` (YYYY-MM-DD) begins: a period's first or last day read from the change log. */
export function madridDayStart(day: string): Date {
  // Madrid is two hours ahead of UTC in summer, one in winter: its midnight is 22:00 or 23:00 UTC the day before.
  const summer = new Date(Date.parse(`${day}T00:00:00Z`) - 2 * 3_600_000);
  return madridDay(summer) === day ? summer : new Date(summer.getTime() + 3_600_000);
}

/** «y 1 cambio más», «y 2476 cambios más»: the line that ends a capped list of changes. */
export function moreChangesWords(count: number): string {
  return `y ${new Intl.NumberFormat("es-ES").format(count)} ${count === 1 ? "cambio" : "cambios"} más`;
}

/** What the log writes for a fact the casino did not have (as /cambios does). */
function missingValue(fact: TrackedFact): string {
  if (fact === "rank") return "sin puesto";
  if (fact === "sanctions") return "ninguna";
  return "sin dato";
}

/**
 * The digest of `draft`'s period: the changes recorded, casinos added and guides published from start to end. A
 * bonus change of an offer past its 90 days on `now` is told once per casino, with no figures.
 */
export function composeDigest(draft: DigestDraft, sources: DigestSources, now: Date = new Date()): Digest {
  const today = todayIso(now);
  const staleOffers = new Map(
    sources.casinos
      .filter((casino) => !offerIsCurrent(casino.bonusCheckedAt, today))
      .map((casino) => [casino.slug, staleOfferNotice(casino.bonusCheckedAt, today)]),
  );
  const toldStale = new Set<string>();
  const within = (at: Date | string) => {
    const day = madridDay(at);
    return day >= draft.periodStart && day <= draft.periodEnd;
  };
  const changes = sources.changes
    .filter((change) => within(change.changedAt) && isChangeKind(change.kind) && isTrackedFact(change.fact))
    .sort((a, b) => a.changedAt.getTime() - b.changedAt.getTime())
    .flatMap((change): DigestChange[] => {
      const fact = change.fact as TrackedFact;
      // The minimum deposit is the operator's, shown on its pages whatever the offer's age; the rest are the offer's.
      const ofOffer = change.kind === "bono" && fact !== "minDeposit";
      const offerNotice = ofOffer ? staleOffers.get(change.casinoSlug) : undefined;
      if (offerNotice) {
        if (toldStale.has(change.casinoSlug)) return [];
        toldStale.add(change.casinoSlug);
        return [
          {
            casinoSlug: change.casinoSlug,
            casinoName: change.casinoName,
            kind: change.kind,
            label: "Bono de bienvenida",
            from: "",
            to: "",
            reason: null,
            offerNotice,
          },
        ];
      }
      const entry: DigestChange = {
        casinoSlug: change.casinoSlug,
        casinoName: change.casinoName,
        kind: change.kind,
        label: TRACKED_FACTS[fact].label,
        from: change.oldValue ?? missingValue(fact),
        to: change.newValue ?? missingValue(fact),
        reason: change.reason,
      };
      return [entry];
    });
  return {
    ...draft,
    siteOrigin: new URL(sources.siteOrigin).origin,
    sender: sources.owner ?? { companyName: "CasinoLupa", address: "", email: "" },
    changes,
    added: sources.casinos
      .filter((casino) => within(casino.createdAt))
      .map(({ slug, name }) => ({ slug, name }))
      .sort((a, b) => a.name.localeCompare(b.name, "es")),
    guides: sources.guides
      .filter((guide) => within(guide.createdAt))
      .map(({ slug, title }) => ({ slug, title }))
      .sort((a, b) => a.title.localeCompare(b.title, "es")),
  };
}

/** "del 1 al 15 de noviembre de 2026", "del 28 de octubre al 3 de noviembre de 2026", "el 3 de noviembre de 2026". */
export function periodWords({ periodStart, periodEnd }: Pick<DigestDraft, "periodStart" | "periodEnd">): string {
  const long = (day: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("es-ES", { timeZone: "UTC", ...options }).format(new Date(`${day}T00:00:00Z`));
  const end = long(periodEnd, { day: "numeric", month: "long", year: "numeric" });
  if (periodStart === periodEnd) return `el ${end}`;
  const sameYear = periodStart.slice(0, 4) === periodEnd.slice(0, 4);
  const sameMonth = sameYear && periodStart.slice(5, 7) === periodEnd.slice(5, 7);
  const start = sameMonth
    ? long(periodStart, { day: "numeric" })
    : long(
        periodStart,
        sameYear ? { day: "numeric", month: "long" } : { day: "numeric", month: "long", year: "numeric" },
      );
  return `del ${start} al ${end}`;
}

/** The reader an e-mail is rendered for; the Studio's view shows a sample one. */
export type DigestReader = { to: string; unsubscribeUrl: string };

/** The sample reader of the Studio's view: the link shows where each reader's own goes. */
export function sampleReader(siteOrigin: string): DigestReader {
  return { to: "lector@ejemplo.es", unsubscribeUrl: `${new URL(unsubscribePath, siteOrigin)}?token=enlace-personal` };
}

/** The casinos' changes in the order of the log, grouped by casino. */
function byCasino(changes: readonly DigestChange[]): { slug: string; name: string; changes: DigestChange[] }[] {
  const groups = new Map<string, { slug: string; name: string; changes: DigestChange[] }>();
  for (const change of changes) {
    const group = groups.get(change.casinoSlug) ?? { slug: change.casinoSlug, name: change.casinoName, changes: [] };
    group.changes.push(change);
    groups.set(change.casinoSlug, group);
  }
  return [...groups.values()];
}

const HELP_LINE = "900 533 025";

/**
 * One change in the e-mail's HTML: «de X a Y», or for a long text the words that changed, struck through or
 * underlined and each preceded by «antes:», «ahora:», «quitado:» or «añadido:» in words, which every mail client and
 * screen reader keeps (styles and hidden text are not kept by all).
 */
function htmlChange(label: string, change: ChangeText): string {
  const e = escapeHtml;
  if (change.whole) return `<strong>${e(label)}</strong>: de ${e(change.from)} a ${e(change.to)}`;
  const note = 'style="font-size:13px;color:#6b7280"';
  const del = 'style="background:#fef2f2;color:#b91c1c;text-decoration:line-through"';
  const ins = 'style="background:#ecfdf5;color:#065f46;text-decoration:underline;font-weight:bold"';
  const excerpt = change.parts
    .map((part, index) => {
      if (part.kind === "cut") return "…";
      if (part.kind === "same") return e(part.text);
      const tag = part.kind === "removed" ? "del" : "ins";
      const words = `<span ${note}>${excerptPartLabel(change.parts, index)}:</span>`;
      return `${words} <${tag} ${part.kind === "removed" ? del : ins}>${e(part.text)}</${tag}>`;
    })
    .join(" ");
  return `<strong>${e(label)}</strong> (cambio en el texto): ${excerpt}`;
}

/** The e-mail of `digest` for `reader`: subject, text and HTML parts (headers are the sender's, digestHeaders). */
export function renderDigest(digest: Digest, reader: DigestReader): Pick<Email, "subject" | "text" | "html"> {
  const origin = digest.siteOrigin;
  const site = new URL(origin);
  const url = (path: string) => new URL(path, origin).toString();
  const changeLog = url("/cambios");
  const responsible = url("/guia-juego-responsable");
  const privacy = url("/politica-privacidad");
  const period = periodWords(digest);
  const groups = byCasino(digest.changes);
  const more = digest.moreChanges ?? 0;
  const hasBonusChanges = digest.changes.some((change) => change.kind === "bono");
  const sender = digest.sender.address
    ? `${digest.sender.companyName}, con domicilio en ${digest.sender.address}`
    : digest.sender.companyName;
  const senderContact = digest.sender.email ? ` Contacto: ${digest.sender.email}.` : "";

  const youngPlayers =
    "Este boletín informa de cambios; no es una oferta ni una invitación a jugar. Si tienes entre 18 y 25 años, la ley (Real Decreto 176/2023) te protege como jugador joven: los operadores no pueden dirigirte promociones.";
  const whoSends = `Quién te lo envía: ${sender}, titular de CasinoLupa (${origin}), que compara casinos online con licencia de la DGOJ en España.${senderContact}`;
  const whyYou = `Por qué lo recibes: te suscribiste al boletín de CasinoLupa en ${site.host} y confirmaste tu dirección (${reader.to}) con el enlace que te enviamos.`;
  const adults = `Solo para mayores de 18 años. Si el juego deja de ser un entretenimiento, llama a la línea de ayuda de FEJAR y Jdigital (${HELP_LINE}), gratuita y confidencial, o lee nuestra guía de juego responsable: ${responsible}`;
  const stop = `Para no recibir más boletines, date de baja con un clic: ${reader.unsubscribeUrl}`;

  const textChanges =
    groups.length === 0
      ? "En este periodo no ha cambiado ningún dato de los casinos que seguimos."
      : groups
          .map(
            (group) =>
              `${group.name} (${url(`/${group.slug}`)})\n${group.changes
                .map((change) =>
                  change.offerNotice
                    ? `- ${change.label}: ha cambiado. ${change.offerNotice}`
                    : `- ${changeTextSentence(change.label, changeText(change.from, change.to))}${change.reason ? `. Motivo: ${change.reason}` : ""}`,
                )
                .join("\n")}`,
          )
          .join("\n\n");
  const textAdded =
    digest.added.length === 0
      ? ""
      : `\n\nCASINOS NUEVOS EN LA COMPARATIVA\n\n${digest.added.map((casino) => `- ${casino.name}: ${url(`/${casino.slug}`)}`).join("\n")}`;
  const textGuides =
    digest.guides.length === 0
      ? ""
      : `\n\nGUÍAS NUEVAS\n\n${digest.guides.map((guide) => `- ${guide.title}: ${url(`/${guide.slug}`)}`).join("\n")}`;

  const text = `${digest.subject}
Boletín de CasinoLupa: lo que cambió ${period}

${digest.intro}

CAMBIOS EN LOS CASINOS

${textChanges}

${
  more
    ? `${moreChangesWords(more)}: ${changeLog}

`
    : ""
}El historial completo, con cada dato anterior y el nuevo: ${changeLog}${textAdded}${textGuides}
${hasBonusChanges ? `\nLas condiciones de un bono las fija el operador y pueden cambiar; compruébalas siempre en su web antes de aceptar nada.\n` : ""}
--
${youngPlayers}

${adults}

${whoSends}
${whyYou}
${stop}
Política de privacidad: ${privacy}
`;

  const e = escapeHtml;
  const { h1, p, small, a } = EMAIL_STYLE;
  const li = 'style="margin:0 0 6px;font-size:15px;line-height:1.5;color:#1f2937"';
  const h2 = 'style="margin:28px 0 12px;font-size:18px;line-height:1.3;color:#111827"';
  const h3 = 'style="margin:16px 0 6px;font-size:16px;line-height:1.3;color:#111827"';
  const link = (href: string, label: string) => `<a href="${e(href)}" ${a}>${e(label)}</a>`;
  const list = (items: string[]) => `<ul style="margin:0 0 16px;padding-left:20px">${items.join("")}</ul>`;

  const htmlChanges =
    groups.length === 0
      ? `<p ${p}>En este periodo no ha cambiado ningún dato de los casinos que seguimos.</p>`
      : groups
          .map(
            (group) =>
              `<h3 ${h3}>${link(url(`/${group.slug}`), group.name)}</h3>${list(
                group.changes.map((change) =>
                  change.offerNotice
                    ? `<li ${li}><strong>${e(change.label)}</strong>: ha cambiado. ${e(change.offerNotice)}</li>`
                    : `<li ${li}>${htmlChange(change.label, changeText(change.from, change.to))}${change.reason ? `. Motivo: ${e(change.reason)}` : ""}</li>`,
                ),
              )}`,
          )
          .join("\n");
  const htmlAdded =
    digest.added.length === 0
      ? ""
      : `<h2 ${h2}>Casinos nuevos en la comparativa</h2>${list(digest.added.map((casino) => `<li ${li}>${link(url(`/${casino.slug}`), casino.name)}</li>`))}`;
  const htmlGuides =
    digest.guides.length === 0
      ? ""
      : `<h2 ${h2}>Guías nuevas</h2>${list(digest.guides.map((guide) => `<li ${li}>${link(url(`/${guide.slug}`), guide.title)}</li>`))}`;

  const html = htmlEmail(
    digest.subject,
    `<p ${small}>Boletín de CasinoLupa · lo que cambió ${e(period)}</p>
<h1 ${h1}>${e(digest.subject)}</h1>
${digest.intro
  .split(/\n{2,}/)
  .map((paragraph) => `<p ${p}>${e(paragraph).replaceAll("\n", "<br>")}</p>`)
  .join("\n")}
<h2 ${h2}>Cambios en los casinos</h2>
${htmlChanges}
${more ? `<p ${p}>${link(changeLog, moreChangesWords(more))}</p>` : ""}
<p ${p}>${link(changeLog, "El historial completo")}, con cada dato anterior y el nuevo.</p>
${htmlAdded}
${htmlGuides}
${hasBonusChanges ? `<p ${small}>Las condiciones de un bono las fija el operador y pueden cambiar; compruébalas siempre en su web antes de aceptar nada.</p>` : ""}
<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0">
<p ${small}>${e(youngPlayers)}</p>
<p ${small}><strong>+18.</strong> Solo para mayores de 18 años. Si el juego deja de ser un entretenimiento, llama a la línea de ayuda de FEJAR y Jdigital (<a href="tel:${HELP_LINE.replaceAll(" ", "")}" ${a}>${HELP_LINE}</a>), gratuita y confidencial, o lee nuestra ${link(responsible, "guía de juego responsable")}.</p>
<p ${small}><strong>Quién te lo envía:</strong> ${e(sender)}, titular de ${link(origin, "CasinoLupa")}, que compara casinos online con licencia de la DGOJ en España.${e(senderContact)}</p>
<p ${small}><strong>Por qué lo recibes:</strong> te suscribiste al boletín de CasinoLupa en ${e(site.host)} y confirmaste tu dirección (${e(reader.to)}) con el enlace que te enviamos.</p>
<p ${small}>${link(reader.unsubscribeUrl, "Darte de baja")} con un clic · ${link(privacy, "Política de privacidad")}</p>`,
    600,
  );
  return { subject: digest.subject, text, html };
}

/**
 * The headers of one reader's copy: the one-click unsubscribe (RFC 8058), the list's id (RFC 2919), and a
 * Message-ID made from the issue and the reader, so a copy sent again after a crash is the same message to the
 * receiving side (which may then show it once).
 */
export function digestHeaders(issueId: string, subscriberId: string, siteOrigin: string, unsubscribeUrl: string) {
  const host = new URL(siteOrigin).hostname;
  const id = createHash("sha256").update(`${issueId}\n${subscriberId}`).digest("hex").slice(0, 32);
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    // The phrase already in RFC 2047 form: left to the mailer, the whole value, id included, would be encoded.
    "List-Id": `=?UTF-8?Q?Bolet=C3=ADn?= de CasinoLupa <boletin.${host}>`,
    "Message-ID": `<boletin.${id}@${host}>`,
  };
}

/** The stored digest, read back; null if it is not one (a row written by a later version, or damaged). */
export function parseStoredDigest(json: string): Digest | null {
  try {
    const value = JSON.parse(json) as Digest;
    return typeof value?.subject === "string" && Array.isArray(value.changes) ? value : null;
  } catch {
    return null;
  }
}
