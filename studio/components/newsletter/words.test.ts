import { NOT_APPROVED } from "@casinolupa/domain";
import { describe, expect, it } from "vitest";
import type { SendReport } from "./site-api";
import { contentsLine, issueNotice, missingFieldsLine, reportCounts } from "./words";

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
  it("before approval: publishing approves the send", () => {
    expect(issueNotice(report({}), undefined).text).toMatch(/^Publicar este boletín es aprobar su envío/);
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
    expect(issueNotice(undefined, "No hemos podido conectar con el sitio (http://localhost:3000).").text).toBe(
      "No sabemos si este boletín ya se envió: No hemos podido conectar con el sitio (http://localhost:3000).",
    );
  });
});
