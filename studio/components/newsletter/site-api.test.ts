// The Studio's calls to the site's newsletter endpoints, against a real HTTP server on a free port.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { renderEmail, sendReport } from "./site-api";

let server: Server | undefined;

afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A site that answers every request with `status` and `body`, and records what it was asked. */
async function siteAnswering(status: number, body: string) {
  const asked: { method?: string; url?: string; authorization?: string; body: string }[] = [];
  server = createServer((request, response) => {
    let received = "";
    request.on("data", (chunk) => {
      received += chunk;
    });
    request.on("end", () => {
      const { authorization } = request.headers;
      asked.push({ method: request.method, url: request.url, authorization, body: received });
      response.writeHead(status, { "Content-Type": "application/json" }).end(body);
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, site: { origin, token: "editor-token" }, asked };
}

const fields = { subject: "Novedades", intro: "Hola.", periodStart: "2026-11-20", periodEnd: "2026-11-26" };

describe("the Studio asking the site for an issue's e-mail and report", () => {
  it("posts the four fields with the editor's token and returns the rendered e-mail", async () => {
    const email = { subject: "Novedades", html: "<p>Hola.</p>", text: "Hola.", changes: 2, guides: 1 };
    const site = await siteAnswering(200, JSON.stringify(email));
    expect(await renderEmail(site.site, fields)).toEqual({ ok: true, value: email });
    expect(site.asked).toEqual([
      { method: "POST", url: "/api/boletin/vista", authorization: "Bearer editor-token", body: JSON.stringify(fields) },
    ]);
  });

  it("shows the site's refusal when the editor's session is not accepted", async () => {
    const error = "Tu sesión del Studio no es válida o ha caducado: vuelve a iniciar sesión.";
    const site = await siteAnswering(401, JSON.stringify({ error }));
    expect(await sendReport(site.site, "newsletterIssue-1")).toEqual({ ok: false, error });
  });

  it("passes on the site's own Spanish error", async () => {
    const site = await siteAnswering(400, JSON.stringify({ error: "El periodo termina antes de empezar." }));
    expect(await renderEmail(site.site, fields)).toEqual({
      ok: false,
      error: "El periodo termina antes de empezar.",
    });
  });

  it("says the site failed, with its status, when the answer is not the endpoint's", async () => {
    const site = await siteAnswering(502, "<html>Bad gateway</html>");
    expect(await renderEmail(site.site, fields)).toEqual({
      ok: false,
      error: `El sitio (${site.origin}) respondió con un error (502). Vuelve a intentarlo en unos minutos.`,
    });
  });

  it("says the site is unreachable when nothing listens at its origin", async () => {
    const site = await siteAnswering(200, "{}");
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await sendReport(site.site, "newsletterIssue-1")).toEqual({
      ok: false,
      error: `No hemos podido conectar con el sitio (${site.origin}). Comprueba que está en marcha y que admite llamadas desde este Studio.`,
    });
  });

  it("asks for the report of the published id, also from a draft", async () => {
    const report = {
      state: "enviado",
      readers: 3,
      queued: 4,
      sent: 3,
      failed: 0,
      skipped: 1,
      approvedAt: null,
      finishedAt: null,
    };
    const site = await siteAnswering(200, JSON.stringify(report));
    expect(await sendReport(site.site, "drafts.newsletterIssue-1")).toEqual({ ok: true, value: report });
    expect(site.asked[0]).toMatchObject({
      url: "/api/boletin/informe/newsletterIssue-1",
      authorization: "Bearer editor-token",
    });
  });
});
