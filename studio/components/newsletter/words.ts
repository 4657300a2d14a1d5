// What the «Boletín» form and its «Correo» view say about an issue, in the editor's words: what the e-mail carries,
// where its sending stands, and what a publish does now. Pure, so the sentences are tested (words.test.ts).
import type { IssueFields, RenderedEmail, SendReport, SendState } from "./site-api";

export const STATE_LABELS: Record<SendState, string> = {
  "sin-aprobar": "Sin aprobar",
  "en-cola": "En cola",
  enviando: "Enviándose",
  enviado: "Enviado",
  "sin-lectores": "No llegó a nadie",
};

/** While the site is sending, the Studio asks again this often. */
export const REPORT_REFRESH_MS = 2_000;

/** True while the report can still change by itself (the site is queueing or sending). */
export const isSending = (report: SendReport | undefined) =>
  report?.state === "en-cola" || report?.state === "enviando";

const count = new Intl.NumberFormat("es-ES");
const plural = (n: number, one: string, many: string) => `${count.format(n)} ${n === 1 ? one : many}`;

/** «26/11/2026, 14:03», in Spain's time. */
export function spanishDateTime(iso: string): string {
  return new Intl.DateTimeFormat("es-ES", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Madrid",
  }).format(new Date(iso));
}

/** «El correo lleva 3 cambios del registro y 1 guía.» */
export function contentsLine({ changes, guides }: Pick<RenderedEmail, "changes" | "guides">): string {
  return `El correo lleva ${plural(changes, "cambio", "cambios")} del registro y ${plural(guides, "guía", "guías")}.`;
}

const FIELD_WORDS: Record<keyof IssueFields, string> = {
  subject: "el asunto",
  intro: "la entradilla",
  periodStart: "la fecha «Desde»",
  periodEnd: "la fecha «Hasta»",
};

/** «Para ver el correo, completa el asunto y la fecha «Hasta».», or undefined when every field has a value. */
export function missingFieldsLine(fields: IssueFields): string | undefined {
  const missing = (Object.keys(FIELD_WORDS) as (keyof IssueFields)[])
    .filter((name) => !fields[name]?.trim())
    .map((name) => FIELD_WORDS[name]);
  if (missing.length === 0) return undefined;
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(", ")} y ${missing.at(-1)}`;
  return `Para ver el correo, completa ${list}.`;
}

/**
 * «Puestos en cola: 1000 · Enviados: 988 · Fallidos: 0 · Omitidos: 3»: `queued` counts every message the issue
 * queued, sent or not; «Omitidos», readers who left before their message went out.
 */
export function reportCounts({ queued, sent, failed, skipped }: SendReport): string {
  return [
    `Puestos en cola: ${count.format(queued)}`,
    `Enviados: ${count.format(sent)}`,
    `Fallidos: ${count.format(failed)}`,
    `Omitidos: ${count.format(skipped)}`,
  ].join(" · ");
}

/** Whom an approval would reach now: «Se enviaría a 3 suscriptores confirmados.», or that nobody would get it. */
export function readersLine(readers: number): string {
  return readers === 0
    ? "Nadie lo recibiría: no hay ningún suscriptor confirmado."
    : `Se enviaría a ${plural(readers, "suscriptor confirmado", "suscriptores confirmados")}.`;
}

export type Notice = { tone: "primary" | "positive" | "caution"; text: string };

/** What the form says above the fields: what publishing does, given where the sending stands. */
export function issueNotice(report: SendReport | undefined, error: string | undefined): Notice {
  if (!report) {
    return {
      tone: "caution",
      text: `No sabemos si este boletín ya se envió: ${error ?? "consultando al sitio…"}`,
    };
  }
  switch (report.state) {
    case "sin-aprobar":
      return report.readers === 0
        ? {
            tone: "caution",
            text: "Ahora no hay ningún suscriptor confirmado: este boletín no llegaría a nadie, así que no se puede aprobar su envío. Podrás enviarlo cuando alguien confirme su suscripción.",
          }
        : {
            tone: "primary",
            text: `«Aprobar envío» manda este boletín una sola vez a cada suscriptor confirmado (ahora, ${count.format(report.readers)}). Revisa antes la pestaña «Correo».`,
          };
    case "en-cola":
    case "enviando": {
      const progress =
        report.queued > 0
          ? `se está enviando: ${count.format(report.sent)} de ${plural(report.queued, "correo enviado", "correos enviados")}`
          : "está aprobado y el sitio prepara su envío";
      return { tone: "caution", text: `Este boletín ${progress}. Publicarlo de nuevo no lo envía otra vez.` };
    }
    case "enviado": {
      const when = report.finishedAt ? ` el ${spanishDateTime(report.finishedAt)}` : "";
      return {
        tone: "positive",
        text: `Este boletín ya se envió${when}: ${plural(report.sent, "correo enviado", "correos enviados")}. Publicarlo de nuevo no envía nada; para escribir otra vez a los suscriptores, crea un boletín nuevo.`,
      };
    }
    case "sin-lectores":
      return {
        tone: "caution",
        text: "Este boletín se aprobó, pero no llegó a nadie: cuando iba a enviarse no quedaba ningún suscriptor confirmado. Publicarlo de nuevo no lo envía; para escribir a los suscriptores, crea un boletín nuevo.",
      };
  }
}

/**
 * Whether «Aprobar envío» can be clicked, and its tooltip when not: only when the site has said the issue is not
 * approved yet and somebody would receive it.
 */
export function sendGuard(
  report: SendReport | undefined,
  error: string | undefined,
): { disabled: boolean; title?: string } {
  if (!report)
    return { disabled: true, title: `No sabemos a cuántos lectores iría: ${error ?? "consultando al sitio…"}` };
  if (report.readers === 0) {
    return { disabled: true, title: "No hay ningún suscriptor confirmado: no hay a quién enviarlo." };
  }
  return { disabled: false };
}

/** The confirmation before sending to `readers` confirmed readers: its message and its button («Enviar a 3 lectores»). */
export function confirmSendWords(readers: number): { message: string; send?: string } {
  if (readers === 0) {
    return {
      message:
        "Ahora no hay ningún suscriptor confirmado, así que no se envía nada. Podrás enviarlo cuando alguien confirme su suscripción.",
    };
  }
  const who = plural(readers, "suscriptor confirmado", "suscriptores confirmados");
  return {
    message: `Se enviará a ${who}, una sola vez: después no se puede corregir ni anular. ¿Lo envías ahora?`,
    send: `Enviar a ${plural(readers, "lector", "lectores")}`,
  };
}
