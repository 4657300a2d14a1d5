import { NOT_APPROVED } from "@casinolupa/domain";
import { describe, expect, it } from "vitest";
import type { SendReport } from "./site-api";
import {
  confirmSendWords,
  contentsLine,
  issueNotice,
  missingFieldsLine,
  readersLine,
  reportCounts,
  sendGuard,
} from "./words";

const report = (fields: Partial<SendReport>): SendReport => ({ ...NOT_APPROVED, ...fields });

describe("what the «Correo» view says about an e-mail", () => {
  it("counts the changes and guides in the singular and the plural", () => {
    expect(contentsLine({ changes: 3, guides: 1 })).toBe("El correo lleva 3 cambios del registro y 1 guía.");
    expect(contentsLine({ changes: 1, guides: 0 })).toBe("El correo lleva 1 cambio del registro y 0 guías.");
  });

  it("names the fields still empty before asking the site", () => {
    expect(missingFieldsLine({ subject: "Novedades", intro: " ", periodStart: "2026-11-20" })).toBe(
      "Para ver el correo, completa la entradilla y la fecha «Hasta».",
    );
    expect(missingFieldsLine({})).toBe(
      "Para ver el correo, completa el asunto, la entradilla, la fecha «Desde» y la fecha «Hasta».",
    );
    expect(
      missingFieldsLine({ subject: "a", intro: "b", periodStart: "2026-11-20", periodEnd: "2026-11-26" }),
    ).toBeUndefined();
  });

  it("lists the report's counts with Spanish digit grouping", () => {
    expect(reportCounts(report({ queued: 12_349, sent: 12_345, failed: 1, skipped: 3 }))).toBe(
      "Puestos en cola: 12.349 · Enviados: 12.345 · Fallidos: 1 · Omitidos: 3",
    );
  });
});

describe("what the form says a publish does", () => {
  it("before approval: «Aprobar envío» sends it once to each confirmed reader, counted", () => {
    expect(issueNotice(report({ readers: 1234 }), undefined)).toEqual({
      tone: "primary",
      text: "«Aprobar envío» manda este boletín una sola vez a cada suscriptor confirmado (ahora, 1234). Revisa antes la pestaña «Correo».",
    });
  });

  it("with no confirmed reader: says nobody would get it and that it cannot be approved", () => {
    expect(issueNotice(report({ readers: 0 }), undefined)).toEqual({
      tone: "caution",
      text: "Ahora no hay ningún suscriptor confirmado: este boletín no llegaría a nadie, así que no se puede aprobar su envío. Podrás enviarlo cuando alguien confirme su suscripción.",
    });
    expect(readersLine(0)).toBe("Nadie lo recibiría: no hay ningún suscriptor confirmado.");
  });

  it("an approved issue that reached nobody never reads as sent", () => {
    const notice = issueNotice(report({ state: "sin-lectores", finishedAt: "2026-11-26T13:03:00Z" }), undefined);
    expect(notice.tone).toBe("caution");
    expect(notice.text).toMatch(/^Este boletín se aprobó, pero no llegó a nadie/);
    expect(notice.text).not.toContain("ya se envió");
  });

  it("while sending and once sent: publishing again sends nothing", () => {
    expect(issueNotice(report({ state: "en-cola" }), undefined).text).toBe(
      "Este boletín está aprobado y el sitio prepara su envío. Publicarlo de nuevo no lo envía otra vez.",
    );
    expect(issueNotice(report({ state: "enviando", queued: 1000, sent: 1 }), undefined).text).toBe(
      "Este boletín se está enviando: 1 de 1000 correos enviados. Publicarlo de nuevo no lo envía otra vez.",
    );
    const sent = issueNotice(report({ state: "enviado", sent: 1000, finishedAt: "2026-11-26T13:03:00Z" }), undefined);
    expect(sent).toEqual({
      tone: "positive",
      text: "Este boletín ya se envió el 26/11/2026, 14:03: 1000 correos enviados. Publicarlo de nuevo no envía nada; para escribir otra vez a los suscriptores, crea un boletín nuevo.",
    });
  });

  it("when the site does not answer: says it does not know, and why", () => {
    expect(sendGuard(undefined, "No hemos podido conectar con el sitio (http://localhost:3000).")).toEqual({
      disabled: true,
      title: "No sabemos a cuántos lectores iría: No hemos podido conectar con el sitio (http://localhost:3000).",
    });
    expect(issueNotice(undefined, "No hemos podido conectar con el sitio (http://localhost:3000).").text).toBe(
      "No sabemos si este boletín ya se envió: No hemos podido conectar con el sitio (http://localhost:3000).",
    );
  });
});

describe("«Aprobar envío»", () => {
  it("asks to confirm with the number of readers, in the singular and the plural", () => {
    expect(confirmSendWords(3)).toEqual({
      message:
        "Se enviará a 3 suscriptores confirmados, una sola vez: después no se puede corregir ni anular. ¿Lo envías ahora?",
      send: "Enviar a 3 lectores",
    });
    expect(confirmSendWords(1).send).toBe("Enviar a 1 lector");
    expect(confirmSendWords(12_000).send).toBe("Enviar a 12.000 lectores");
  });

  it("with nobody to send to, is disabled, says why, and its dialog offers no send", () => {
    expect(sendGuard(report({ readers: 0 }), undefined)).toEqual({
      disabled: true,
      title: "No hay ningún suscriptor confirmado: no hay a quién enviarlo.",
    });
    expect(sendGuard(report({ readers: 2 }), undefined)).toEqual({ disabled: false });
    expect(confirmSendWords(0).send).toBeUndefined();
  });
});
