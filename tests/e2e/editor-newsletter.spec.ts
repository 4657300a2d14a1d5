// The newsletter's editor journey (decision 025), in the built Studio against the stand-in Content Lake, with the site
// reading it live, sending through the real SMTP server of tests/support/mailbox.ts and reached by the Studio at its
// preview origin. A publish changes bet365's minimum deposit, so the change log has an entry in the period. The
// editor creates a «Boletín»: it starts with the last 7 days; while nobody has confirmed a subscription (one reader
// signed up and never confirms), the form says the issue would reach nobody and «Aprobar envío» is disabled. Three
// readers then sign up and confirm as readers do. Its «Correo» view shows the e-mail the site renders, with that
// change in the HTML and the text part and the counts the site gives; a period that ends before it starts shows the
// site's own error. «Aprobar envío» asks first, «Enviar a 3 lectores»: cancelled, nothing is published; confirmed,
// the form says it is being sent (the site sends one e-mail every 2 s here), each confirmed reader gets it once, the
// unconfirmed one never, and the form and the view's report say it was sent. A second publish, a plain «Publicar»
// now, sends nothing more, and the next issue starts where this one ended.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type ChangeLogCasinoInput, diffTrackedFacts, madridDay, todayIso, trackedFactsOf } from "@casinolupa/domain";
import { expect, test } from "@playwright/test";
import { type Mailbox, type ParsedMail, startMailbox } from "../support/mailbox";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const PORT = 3720;
const SITE = `http://127.0.0.1:${PORT}`;
const SECRET = "webhook-secret-for-the-newsletter-journey";

let mailbox: Mailbox;
let databaseDir: string;

// Declared before useEditorJourney's hooks, so the mailbox and the database exist when the site starts.
test.beforeAll(async () => {
  mailbox = await startMailbox();
  databaseDir = mkdtempSync(join(tmpdir(), "casinolupa-newsletter-journey-"));
});

const journey = useEditorJourney(PORT, SECRET, {
  studioReachesSite: true,
  siteEnv: () => ({
    DATABASE_URL: `file:${join(databaseDir, "site.db")}`,
    SITE_ORIGIN: SITE,
    SMTP_URL: mailbox.url,
    NEWSLETTER_SENDER: "on",
    NEWSLETTER_SEND_INTERVAL_SECONDS: "1",
    // One e-mail every 2 s: the send lasts long enough for the form to show it under way.
    NEWSLETTER_DIGEST_PER_MINUTE: "30",
    // Each reader signs up from a network of their own (X-Forwarded-For), as different people do.
    TRUST_PROXY_HOPS: "1",
    // The built Studio's page calls the site from its own origin, with the editor's token (the stand-in's editor).
    STUDIO_ORIGIN: journey.studio.url,
  }),
});

test.afterAll(async () => {
  await mailbox?.close();
  if (databaseDir) rmSync(databaseDir, { recursive: true, force: true });
});

const READERS = ["lucia@example.es", "mateo@example.com", "carmen@example.org"];
const UNCONFIRMED = "pablo@example.net";

/** Signs `email` up from the form's endpoint, as the home page's box does, and returns the confirmation e-mail. */
async function signUp(email: string, network: number): Promise<ParsedMail> {
  const response = await fetch(`${SITE}/newsletter`, {
    method: "POST",
    headers: { Origin: SITE, "X-Forwarded-For": `198.18.${network}.1` },
    body: new URLSearchParams({ email, ageConfirmed: "true", source: "test", page: "/", website: "" }),
  });
  expect(response.status, `sign-up of ${email}`).toBe(200);
  return mailbox.waitFor(email);
}

/** Opens the confirmation link of the e-mail, as the reader's click on «Confirmar» does. */
async function confirm(mail: ParsedMail) {
  const link = new RegExp(`${SITE.replaceAll(".", "\\.")}/newsletter/confirmar\\?token=[A-Za-z0-9_-]+`).exec(
    mail.text ?? "",
  )?.[0];
  if (!link) throw new Error(`No confirmation link in:\n${mail.text}`);
  const response = await fetch(link, { method: "POST", headers: { Origin: SITE } });
  expect(response.status).toBe(200);
}

/** The e-mails of this issue (by subject) each address has received so far. */
const digestsTo = (address: string, subject: string) =>
  mailbox.receivedBy(address).filter((mail) => mail.subject === subject).length;

/** A day as the Studio's date inputs show it: 26/11/2026. */
const shownDate = (iso: string) => iso.split("-").reverse().join("/");

const daysBefore = (iso: string, days: number) =>
  todayIso(new Date(Date.parse(`${iso}T00:00:00Z`) - days * 24 * 60 * 60 * 1000));

/** The editor's session token, as loginAsEditor gives it to the Studio: the site's endpoints answer only to it. */
const EDITOR = { Authorization: "Bearer editor-test-token" };

/** What the site's endpoint renders for these fields, asked directly (the view must show the same). */
async function renderedBySite(fields: Record<string, string>) {
  const response = await fetch(`${SITE}/api/boletin/vista`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...EDITOR },
    body: JSON.stringify(fields),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

test("an editor writes a «Boletín», sees the e-mail with the period's changes, publishes, and each reader gets it once", async () => {
  test.setTimeout(5 * MINUTE);
  const { page, lake } = journey;
  // The Studio's and the digest's «today» is Madrid's: from 23:00 UTC in winter it is already tomorrow there.
  const today = madridDay(new Date());

  // A reader signs up and never confirms: nobody can receive an issue yet.
  await signUp(UNCONFIRMED, 9);

  // A change in the period: bet365's minimum deposit, published as a publish in the Studio would.
  const casinos = () =>
    journey.lakeQuery<ChangeLogCasinoInput[]>(`*[_type == "casino"]{ "slug": slug.current, name, notRanked,
      rating, ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent, bonus, welcomeBonus, bonusAmount,
      minDeposit, maxBet, bonusValidityDays, licensee, licences, licenceNumbers, sanctions }`);
  const before = await casinos();
  const oldDeposit = Number(lake.get("casino-bet365")?.minDeposit);
  lake.publish("casino-bet365", { minDeposit: oldDeposit + 5 });
  await journey.lakeHolds(
    () => lake.requestLog.some((line) => /webhook POST .* for casino-bet365 -> 200/.test(line)),
    "the site took the publish",
  );
  const changes = diffTrackedFacts(
    trackedFactsOf(before).get("bet365") ?? {},
    trackedFactsOf(await casinos()).get("bet365") ?? {},
  );
  const deposit = changes.find((change) => change.fact === "minDeposit");
  if (!deposit?.to) throw new Error(`the minimum deposit is not a tracked change: ${JSON.stringify(changes)}`);

  // A new «Boletín» starts with the last 7 days, today included.
  await page.goto(`${journey.studio.url}/intent/create/template=newsletterIssue;type=newsletterIssue/`);
  await expect(page.getByRole("heading", { name: /Boletín/ }).first()).toBeVisible({ timeout: MINUTE });
  await expect(page.getByLabel(/^Desde/)).toHaveValue(shownDate(daysBefore(today, 6)), { timeout: MINUTE });
  await expect(page.getByLabel(/^Hasta/)).toHaveValue(shownDate(today));
  const notice = page.getByTestId("newsletter-issue-notice");
  await expect(notice).toContainText("Ahora no hay ningún suscriptor confirmado", { timeout: MINUTE });

  const subject = "Novedades de la semana: cambios en los bonos de los casinos con licencia";
  const intro =
    "Esta semana bet365 ha cambiado el depósito mínimo de su bono de bienvenida. Te lo contamos con el valor anterior y el nuevo.";
  await page.getByLabel(/^Asunto/).fill(subject);
  await page.getByLabel(/^Entradilla/).fill(intro);
  // The draft the Studio made, found by its intro; from here on read from the stand-in by id.
  let draftId = "";
  await expect
    .poll(
      async () =>
        (draftId =
          (await journey.lakeQuery<string | null>(
            `*[_type == "newsletterIssue" && subject == $subject && intro == $intro][0]._id`,
            { subject, intro },
            "raw",
          )) ?? ""),
      { message: "the draft holds the subject and the intro", timeout: MINUTE },
    )
    .toMatch(/^drafts\./);
  const id = draftId.replace(/^drafts\./, "");
  const draftIssue = () => lake.get(draftId) as { intro?: string; periodStart?: string; periodEnd?: string } | null;

  // With nobody confirmed, the send cannot be approved, saved and valid as the draft is; the button says why.
  await expect(page.getByText(/^Guardando/)).toHaveCount(0, { timeout: MINUTE });
  await expect(page.getByTestId("input-validation-icon-error")).toHaveCount(0, { timeout: MINUTE });
  const approve = page.getByRole("button", { name: "Aprobar envío" });
  await expect(approve).toBeDisabled({ timeout: MINUTE });
  await approve.hover({ force: true });
  await expect(page.getByText("No hay ningún suscriptor confirmado: no hay a quién enviarlo.")).toBeVisible();

  // Three readers sign up and confirm: the form now counts them.
  for (const [index, email] of READERS.entries()) await confirm(await signUp(email, index + 1));
  await expect(notice).toContainText(
    `«Aprobar envío» manda este boletín una sola vez a cada suscriptor confirmado (ahora, ${READERS.length})`,
    { timeout: MINUTE },
  );

  // «Correo»: the e-mail as the site renders it, the change in both parts, the counts the site gives.
  const fields = { subject, intro, periodStart: daysBefore(today, 6), periodEnd: today };
  const expected = await renderedBySite(fields);
  expect(expected.status).toBe(200);
  expect(expected.body.changes).toBe(changes.length);
  await page.getByRole("tab", { name: "Correo" }).click();
  const guides = Number(expected.body.guides);
  await expect(page.getByTestId("newsletter-email-contents")).toHaveText(
    `El correo lleva ${changes.length} ${changes.length === 1 ? "cambio" : "cambios"} del registro y ${guides} ${guides === 1 ? "guía" : "guías"}.`,
    { timeout: MINUTE },
  );
  const html = page.frameLocator('[data-testid="newsletter-email-html"]');
  await expect(html.getByText(intro)).toBeVisible();
  await expect(html.getByText(deposit.to, { exact: false }).first()).toBeVisible();
  const text = page.getByTestId("newsletter-email-text");
  await expect(text).toContainText(intro);
  await expect(text).toContainText("bet365");
  await expect(text).toContainText(deposit.to);
  await expect(page.getByTestId("newsletter-report")).toContainText("Envío: Sin aprobar");
  await expect(page.getByTestId("newsletter-report")).toContainText(
    `Se enviaría a ${READERS.length} suscriptores confirmados.`,
  );
  await page.screenshot({ path: test.info().outputPath("correo-before-publish.png"), fullPage: true });

  // A period that ends before it starts: the form marks it and the view shows the site's own words.
  await page.getByRole("tab", { name: "Formulario" }).click();
  await page.getByLabel(/^Desde/).fill(shownDate(today));
  await page.getByLabel(/^Hasta/).fill(shownDate(daysBefore(today, 1)));
  await page.getByLabel(/^Hasta/).press("Enter");
  await expect(page.getByTestId("field-periodEnd").getByTestId("input-validation-icon-error")).toBeVisible({
    timeout: MINUTE,
  });
  const refused = await renderedBySite({ ...fields, periodStart: today, periodEnd: daysBefore(today, 1) });
  expect(refused.status).toBe(400);
  await page.getByRole("tab", { name: "Correo" }).click();
  await expect(page.getByTestId("newsletter-email-error")).toHaveText(String(refused.body.error), { timeout: MINUTE });

  // Back to the week, then «Publicar»: the editor's approval.
  await page.getByRole("tab", { name: "Formulario" }).click();
  await page.getByLabel(/^Desde/).fill(shownDate(daysBefore(today, 6)));
  await page.getByLabel(/^Desde/).press("Enter");
  await page.getByLabel(/^Hasta/).fill(shownDate(today));
  await page.getByLabel(/^Hasta/).press("Enter");
  await journey.lakeHolds(
    () => draftIssue()?.periodStart === fields.periodStart && draftIssue()?.periodEnd === today,
    "the draft holds the week again",
  );
  await expect(page.getByTestId("input-validation-icon-error")).toHaveCount(0, { timeout: MINUTE });
  await expect(page.getByText(/^Guardando/)).toHaveCount(0, { timeout: MINUTE });
  // «Aprobar envío» asks first, with the number of readers; cancelled, nothing is published.
  const send = page.getByRole("button", { name: `Enviar a ${READERS.length} lectores` });
  await expect(approve).toBeEnabled({ timeout: MINUTE });
  await approve.click();
  await expect(page.getByText(`Se enviará a ${READERS.length} suscriptores confirmados, una sola vez`)).toBeVisible({
    timeout: MINUTE,
  });
  await page.screenshot({ path: test.info().outputPath("confirm-send.png") });
  await page.getByRole("button", { name: "Cancelar" }).click();
  await expect(send).toBeHidden();
  expect(lake.get(id)).toBeFalsy();
  await approve.click();
  await send.click();
  await journey.lakeHolds(() => lake.get(id)?.subject === subject, "the issue is published");
  const published = Date.now();

  // While the site sends, the form says so, and that publishing again would not send it twice.
  await expect(page.getByTestId("newsletter-issue-notice")).toContainText(
    /Este boletín (se está enviando|está aprobado)/,
    { timeout: MINUTE },
  );
  await expect(page.getByTestId("newsletter-issue-notice")).toContainText("Publicarlo de nuevo no lo envía otra vez.");

  // Each confirmed reader gets it; the one who never confirmed does not.
  const arrived: number[] = [];
  for (const reader of READERS) {
    const mail = await mailbox.waitFor(reader, (each) => each.subject === subject);
    arrived.push(Date.now() - published);
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain(deposit.to);
  }
  console.log(`Boletín: publish to each reader's inbox in ${arrived.join(" / ")} ms`);

  // The Studio says it was sent, and that publishing again sends nothing.
  await expect(page.getByTestId("newsletter-issue-notice")).toContainText("Este boletín ya se envió", {
    timeout: MINUTE,
  });
  await expect(page.getByTestId("newsletter-issue-notice")).toContainText("Publicarlo de nuevo no envía nada");
  await page.getByRole("tab", { name: "Correo" }).click();
  await expect(page.getByTestId("newsletter-report")).toContainText("Envío: Enviado", { timeout: MINUTE });
  await expect(page.getByTestId("newsletter-report")).toContainText(
    `Puestos en cola: ${READERS.length} · Enviados: ${READERS.length} · Fallidos: 0 · Omitidos: 0`,
  );
  await expect(html.getByText(intro)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("correo-after-send.png"), fullPage: true });

  // A second publish of the same issue (a corrected intro), a plain «Publicar» now, reaches the site and sends nothing
  // more.
  await page.getByRole("tab", { name: "Formulario" }).click();
  await page.getByLabel(/^Entradilla/).fill(`${intro} Gracias por leernos.`);
  await journey.lakeHolds(() => Boolean(draftIssue()?.intro?.endsWith("Gracias por leernos.")), "the new intro");
  await expect(page.getByText(/^Guardando/)).toHaveCount(0, { timeout: MINUTE });
  const deliveries = () => lake.requestLog.filter((line) => line.includes(`for ${id} -> 200`)).length;
  const deliveredBefore = deliveries();
  await journey.publish();
  await journey.lakeHolds(() => deliveries() > deliveredBefore, "the site took the second publish");
  // The site found the issue approved already, before it answered: nothing more was queued, so the outbox's final
  // state is the first send's, every queued message sent.
  await expect.poll(() => journey.site.log().some((line) => line.includes('"result":"already-approved"'))).toBe(true);
  const report = await fetch(`${SITE}/api/boletin/informe/${id}`, { headers: EDITOR }).then((response) =>
    response.json(),
  );
  expect(report).toMatchObject({ state: "enviado", queued: READERS.length, sent: READERS.length, failed: 0 });
  for (const reader of READERS) expect(digestsTo(reader, subject), reader).toBe(1);
  expect(digestsTo(UNCONFIRMED, subject)).toBe(0);
  await expect(page.getByTestId("newsletter-issue-notice")).toContainText("Este boletín ya se envió");

  // The next issue starts where this one ended: its period ended today, so the next one covers today.
  await page.goto(`${journey.studio.url}/intent/create/template=newsletterIssue;type=newsletterIssue/`);
  await expect(page.getByLabel(/^Desde/)).toHaveValue(shownDate(today), { timeout: MINUTE });
  await expect(page.getByLabel(/^Hasta/)).toHaveValue(shownDate(today));
});
