// Editor journey (b) in the built Studio (studio/dist) against the stand-in Content Lake, with the site reading the
// same stand-in live (as editor.spec.ts does): an editor creates an 11th casino, Sportium, fills every required field
// of the form tab by tab, uploads its logo as a PNG, publishes once, and the site has its review page and ranks it on
// /comparacion with the other ten. The terms are Paf's (a complete, valid set), so the expected rank comes from
// rankCasinos over the published casinos plus the new one, as the site computes it.

import { createHash } from "node:crypto";
import { formatRating, rankCasinos, type ScoredCasinoInput, todayIso } from "@casinolupa/domain";
import { solidPng } from "@casinolupa/sanity-stand-in";
import { expect, type Locator, test } from "@playwright/test";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(3297, "webhook-secret-for-the-editor-new-operator-journey");
const { publish, siteHtml, lakeQuery } = journey;

const NAME = "Sportium";
/** The logo the editor uploads; Sanity names its asset after the SHA-1 of the bytes and the size. */
const LOGO = solidPng(240, 80, [0, 85, 164]);
const LOGO_FILE = `${createHash("sha1").update(LOGO).digest("hex")}-240x80.png`;
const SLUG = "sportium";

/** A day as the Studio's date inputs take it: 26/11/2026. */
function typedDate(iso: string): string {
  const [year, month, day] = iso.split("-");
  return `${day}/${month}/${year}`;
}

/** The form's part for one field (its label, input and error mark). */
const field = (name: string) => journey.page.getByTestId(`field-${name}`);

/**
 * Every error mark in the open tab of the form. The Studio checks each revision of the draft a moment after the
 * edit; «Publicar» clicked while an earlier revision is still being checked is answered «Errores de validación»
 * with that revision's errors, so the journey, like an editor, publishes once the marks are gone.
 */
const formErrors = () => journey.page.getByTestId("input-validation-icon-error");

/** A date field: the day typed as the editor reads it, confirmed with Enter. */
async function fillDate(label: RegExp, iso: string, within: Locator = journey.page.locator("body")) {
  const input = within.getByLabel(label);
  await input.fill(typedDate(iso));
  await input.press("Enter");
}

/** A list of short texts shown as tags: each one typed and confirmed with Enter. */
async function addTags(name: string, values: readonly string[]) {
  const input = field(name).getByRole("textbox");
  for (const value of values) {
    await input.fill(value);
    await input.press("Enter");
  }
  await expect(field(name).getByText(values.at(-1) ?? "", { exact: true })).toBeVisible();
}

/** A list of sentences: «Añadir elemento» once per sentence, typed in the new line. */
async function addLines(name: string, values: readonly string[]) {
  for (const [index, value] of values.entries()) {
    await field(name).getByRole("button", { name: "Añadir elemento" }).click();
    const line = field(name).getByRole("textbox").nth(index);
    await line.fill(value);
  }
}

/** An item of a list of objects (a source, a licence): «Añadir elemento», its fields in the dialog, then close it. */
async function addItem(name: string, fill: (dialog: Locator) => Promise<void>) {
  await field(name).getByRole("button", { name: "Añadir elemento" }).click();
  const dialog = journey.page.getByRole("dialog").last();
  await expect(dialog).toBeVisible();
  await fill(dialog);
  // Its close button is named in Spanish, as a screen reader says it (Sanity UI names it «Close dialog»).
  await dialog.getByRole("button", { name: "Cerrar", exact: true }).first().click();
  await expect(dialog).toBeHidden();
}

type Casino = ScoredCasinoInput & Record<string, unknown> & { _id: string; slug: string };

/** The published casinos with their scoring fields, the slug as a string (as the site's queries project it). */
const publishedCasinos = () => lakeQuery<Casino[]>(`*[_type == "casino"]{..., "slug": slug.current}`);

test("(b) an editor creates an 11th casino with its logo, publishes, and the site ranks it with the others", async () => {
  // About sixty fields, each saved by the Studio as it is typed: 1.4-2.1 min on a quiet machine, three times the
  // other journeys; a busy one (CI runs two workers) needs more than their 3 minutes.
  test.setTimeout(6 * MINUTE);
  const started = Date.now();
  const terms = journey.lake.get("casino-paf") as Casino | null;
  if (!terms) throw new Error("Paf is not in the committed dataset");
  const today = todayIso();
  const casinosBefore = (await publishedCasinos()).length;
  expect(casinosBefore).toBe(10);
  const breakdown = terms.ratingBreakdown as Record<string, number>;

  const { page } = journey;
  await page.goto(`${journey.studio.url}/intent/create/template=casino;type=casino/`);
  await expect(page.getByRole("heading", { name: "Casino sin título" }).first()).toBeVisible({ timeout: MINUTE });

  // «Reseña»: name, slug from the name, logo with its alt text, summary and the day of the review.
  await page.getByRole("tab", { name: "Reseña" }).click();
  await page.getByLabel("Nombre (obligatorio)", { exact: true }).fill(NAME);
  await page.getByRole("button", { name: "Generar" }).click();
  await expect(page.getByLabel("Slug (URL)")).toHaveValue(SLUG);
  // The new draft is checked like any other: the fields still empty carry an error mark until they are filled.
  await expect(formErrors().first()).toBeVisible({ timeout: MINUTE });
  // «Subir» opens the file picker of the logo's file input: the file goes to that input.
  await page.locator('[data-testid="document-panel-scroller"] input[type="file"]').first().setInputFiles({
    name: "logo-sportium.png",
    mimeType: "image/png",
    buffer: LOGO,
  });
  await page.getByLabel("Texto alternativo").fill(`Logotipo de ${NAME}`);
  await page.getByLabel("Resumen del análisis").fill(String(terms.description).replaceAll("Paf", NAME));
  await fillDate(/^Última revisión/, today);
  // Who signs the review: a new casino starts signed by the editorial team, as every committed review is.
  await expect(page.getByTestId("document-panel-scroller").getByText("Equipo editorial de CasinoLupa")).toBeVisible();

  // «Ranking y nota»: the six sub-scores; the form computes the rating from them and the bonus.
  await page.getByRole("tab", { name: "Ranking y nota" }).click();
  const scores: [RegExp, string][] = [
    [/^Seguridad y licencia/, "safety"],
    [/^Pagos/, "payments"],
    [/^Juegos/, "games"],
    [/^Atención al cliente/, "support"],
    [/^Móvil/, "mobile"],
    [/^Juego responsable/, "responsibleTools"],
  ];
  for (const [label, key] of scores) await page.getByLabel(label).fill(String(breakdown[key]).replace(".", ","));

  // «Bono»: the terms, and the headline and sentence that state them.
  await page.getByRole("tab", { name: "Bono" }).click();
  await page.getByLabel(/^Bono \(titular\)/).fill(String(terms.bonus));
  await page.getByLabel(/^Bono de bienvenida/).fill(String(terms.welcomeBonus));
  await page.getByLabel(/^Importe máximo del bono/).fill(String(terms.bonusAmount));
  await page.getByLabel(/^Porcentaje del bono/).fill(String(terms.bonusMatchPercent));
  await page.getByLabel(/^Ingreso mínimo/).fill(String(terms.minDeposit));
  await page.getByLabel(/^Requisito de apuesta/).fill(String(terms.wageringRequirement));
  await page.getByRole("radio", { name: "Solo el bono" }).check();
  await page.getByLabel(/^Apuesta máxima con bono/).fill(String(terms.maxBet));
  await page.getByLabel(/^Plazo del bono/).fill(String(terms.bonusValidityDays));
  await fillDate(/^Condiciones del bono comprobadas el/, today);

  // «Servicios y pagos».
  await page.getByRole("tab", { name: "Servicios y pagos" }).click();
  const withdrawal = terms.withdrawalTime as { minHours: number; maxHours: number };
  await page.getByLabel(/^Mínimo \(horas\)/).fill(String(withdrawal.minHours));
  await page.getByLabel(/^Máximo \(horas\)/).fill(String(withdrawal.maxHours));
  await page.getByLabel(/^Enlace para jugar/).fill("https://www.sportium.es");
  await page.getByRole("checkbox", { name: "Apuestas deportivas" }).check();
  for (const method of terms.paymentMethods as string[]) await page.getByRole("checkbox", { name: method }).check();
  await page.getByLabel(/^Atención al cliente/).fill(String(terms.support));
  await page.getByLabel(/^Horario de atención/).fill(String(terms.customerSupportHours));

  // «Empresa y licencias»: what was checked, with a dated source and the DGOJ licence; the numbers «sin verificar».
  await page.getByRole("tab", { name: "Empresa y licencias" }).click();
  // Each fact has its box in «Datos sin verificar» too: the text box is the one to type in.
  await page.getByRole("textbox", { name: "Año de fundación" }).fill("2007");
  await page.getByRole("textbox", { name: "Titular de la licencia" }).fill("Sportium Apuestas Digital, S.A.");
  await page.getByRole("textbox", { name: "Grupo propietario" }).fill("Grupo Cirsa y Ladbrokes Coral");
  await field("unverified").getByRole("checkbox", { name: "Números de licencia" }).check();
  await addItem("sources", async (dialog) => {
    // The new item's title as the editor reads it: in sentence case, as Spanish writes titles.
    await expect(dialog).toContainText("Fuente sin título", { useInnerText: true });
    await dialog.getByLabel(/^Título/).fill("Condiciones generales de sportium.es");
    await dialog.getByLabel(/^Dirección/).fill("https://www.sportium.es/terminos-y-condiciones");
    await fillDate(/^Consultada el/, today, dialog);
  });
  await addItem("licences", async (dialog) => {
    await dialog.getByRole("radio", { name: "DGOJ España" }).check();
    await dialog.getByLabel(/^Referencia/).fill("Licencia general de otros juegos de la DGOJ");
    await fillDate(/^Consultada el/, today, dialog);
  });

  // The lists shown in «Todos los campos»: providers, games, safety measures, languages, pros and cons.
  await page.getByRole("tab", { name: "Todos los campos" }).click();
  await addTags("gameProviders", terms.gameProviders as string[]);
  await addTags("softwareProviders", terms.softwareProviders as string[]);
  await addTags("popularGames", terms.popularGames as string[]);
  await addLines("securityFeatures", terms.securityFeatures as string[]);
  await addTags("languages", terms.languages as string[]);
  await addTags("currencies", terms.currencies as string[]);
  await addLines("restrictedCountries", terms.restrictedCountries as string[]);
  await addLines("pros", [
    "Apuestas deportivas y casino en la misma cuenta",
    "Retiradas en 24 horas",
    "Límites visibles",
  ]);
  await addLines("cons", ["Bono del 50 %", "Catálogo de juegos corto", "Pocos métodos de pago"]);

  // Every field filled: the form shows no error, and the draft holds what the editor typed and the computed rating.
  await expect(formErrors()).toHaveCount(0, { timeout: MINUTE });
  const draftRating = () =>
    lakeQuery<number | null>(`*[_id in path("drafts.**") && slug.current == "${SLUG}"][0].rating`, {}, "raw");
  await expect
    .poll(draftRating, { message: "the draft holds the computed rating", timeout: MINUTE })
    .toBe(Number(terms.rating));
  await publish();
  const published = async () => (await publishedCasinos()).find((casino) => casino.slug === SLUG);
  await expect.poll(published, { message: `${NAME} is published`, timeout: MINUTE }).toBeTruthy();
  const publishedAt = Date.now();

  // The site: a review page at /sportium with the uploaded logo, and a card on /comparacion at the place the site's
  // ranking gives it among the eleven.
  const fast = { timeout: 5_000, intervals: [100] };
  await expect
    .poll(() => siteHtml(`/${SLUG}`), fast)
    .toContain(`Puntuación: ${formatRating(Number(terms.rating))} sobre 10`);
  const review = await siteHtml(`/${SLUG}`);
  expect(review).toMatch(/Por <a[^>]*href="\/autores\/equipo-editorial"[^>]*>Equipo editorial de CasinoLupa<\/a>/);
  const logo = new RegExp(`<img[^>]*alt="Logotipo de ${NAME}"[^>]*>`).exec(review)?.[0];
  expect(logo).toContain(LOGO_FILE);

  const { ranked, notRanked } = rankCasinos(await publishedCasinos());
  expect(ranked.length + notRanked.length).toBe(casinosBefore + 1);
  const rank = ranked.find((casino) => casino.slug === SLUG)?.rank;
  expect(rank).toBeDefined();
  await expect
    .poll(async () => /comparacion-sportium[\s\S]*?Puesto (\d+)/.exec(await siteHtml("/comparacion"))?.[1], fast)
    .toBe(String(rank));
  const publishToSite = Date.now() - publishedAt;

  // In a browser, every logo on /comparacion is drawn, the uploaded one too: the site serves them from its own origin
  // (its CSP allows no other), fetched from Sanity's image CDN as in production.
  const site = await page.context().newPage();
  await site.goto(`${journey.site.url}/comparacion`);
  const logos = site.getByRole("img", { name: /^Logotipo de / });
  await expect(site.getByRole("img", { name: `Logotipo de ${NAME}` }).first()).toBeAttached();
  expect(await logos.count()).toBeGreaterThanOrEqual(ranked.length);
  for (const image of await logos.all()) {
    await image.scrollIntoViewIfNeeded(); // the logos load lazily
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        message: `${await image.getAttribute("alt")} is drawn`,
      })
      .toBeGreaterThan(0);
  }
  await site.close();
  console.log(`Journey (b): ${Date.now() - started} ms; publish to the site: ${publishToSite} ms`);
});
