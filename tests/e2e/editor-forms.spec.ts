// Editor journeys in the built Studio (studio/dist) against the stand-in Content Lake, with the site reading the
// same stand-in as its live source (as editor.spec.ts does): (a) the responsible-gambling guide, whose rich text
// has internal links, is edited and published, and the site shows the change with its links resolved; (f) «6,0»
// typed in a number field is stored as 6, and an out-of-range value is refused under the field; (g) the words
// around a link in rich text are Spanish: the field's «…» button, the link's popover title and its close button.

import { expect, test } from "@playwright/test";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(3298, "webhook-secret-for-the-editor-forms-journeys");
const { openDocument, lakeHolds, publish, siteHtml } = journey;

test("(a) an editor fixes a word in the responsible-gambling guide, which has internal links, and publishes it", async () => {
  const started = Date.now();
  const before = journey.lake.get("page-guia-juego-responsable");
  const intro = String(before?.intro);
  expect(intro).toContain("una entrada de cine");
  const fixed = intro.replace("una entrada de cine", "una entrada de teatro");

  await openDocument("page", "page-guia-juego-responsable", /Guía de juego responsable/);
  await journey.page.getByLabel("Entradilla").fill(fixed);
  await lakeHolds(
    () => journey.lake.get("drafts.page-guia-juego-responsable")?.intro === fixed,
    "the draft holds the fix",
  );
  await publish();
  await lakeHolds(() => journey.lake.get("page-guia-juego-responsable")?.intro === fixed, "the guide is published");

  await expect.poll(() => siteHtml("/guia-juego-responsable"), { timeout: 5_000 }).toContain("una entrada de teatro");
  // Its internal link is still a link to the comparison, resolved by the site's query.
  expect(await siteHtml("/guia-juego-responsable")).toMatch(/<a[^>]+href="\/comparacion"/);
  console.log(`Journey (a): ${Date.now() - started} ms`);
});

test("(f) «6,0» typed in a score is stored as 6, and 11 is refused under the field", async () => {
  const started = Date.now();
  await openDocument("casino", "casino-bet365", /bet365/i);
  await journey.page.getByRole("tab", { name: "Ranking y nota" }).click();
  const games = journey.page.getByLabel(/^Juegos/);
  await games.fill("6,0");
  await lakeHolds(
    () => (journey.lake.get("drafts.casino-bet365")?.ratingBreakdown as { games?: number } | undefined)?.games === 6,
    "the draft holds 6, not 60",
  );
  await games.fill("11");
  await expect(journey.page.getByText("Escribe un número con 1 decimal como mucho, entre 0 y 10.").first()).toBeVisible(
    {
      timeout: MINUTE,
    },
  );
  await expect(journey.page.getByRole("button", { name: /^(Publish|Publicar)$/ })).toBeDisabled();
  console.log(`Journey (f): ${Date.now() - started} ms`);
  // The built Studio editors use has no developer tool and no English tool in its navigation.
  await expect(journey.page.getByRole("button", { name: "Crear nuevo documento" })).toBeVisible();
  await expect(journey.page.getByText(/^(Vision|Releases)$/)).toHaveCount(0);
});

test("(g) a link in rich text reads Spanish: «Acciones del campo», the popover «Enlace interno» and «Cerrar»", async () => {
  const { page } = journey;
  await openDocument("gamePage", "gamePage-ruleta-online", /Ruleta online/);
  const body = page.getByRole("group").filter({ hasText: "Contenido (obligatorio)" });
  // What a screen reader says for every field's «…» button (and what these journeys find it by).
  await expect(body.getByRole("button", { name: "Acciones del campo" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Field actions" })).toHaveCount(0);

  // A word of the body made a link, as the reviewer did: the link's fields open in a popover beside it.
  const heading = body.getByRole("textbox").getByRole("heading", { name: "Cómo se juega a la ruleta" });
  await heading.click();
  await heading.dblclick();
  const linkButton = body.getByRole("button", { name: "Enlace interno" });
  await expect(linkButton).toBeEnabled();
  await linkButton.click();
  const popover = page.getByTestId("popover-edit-dialog");
  await expect(popover.getByLabel("Página del sitio")).toBeVisible({ timeout: MINUTE });
  // Its title in sentence case, not «Editar Enlace interno».
  await expect(popover.getByText("Enlace interno", { exact: true })).toBeVisible();
  await expect(popover.getByText(/Editar Enlace/)).toHaveCount(0);
  // Its close button: named «Cerrar» for a screen reader, and «Cerrar» in the tooltip an editor sees on it.
  const close = popover.getByRole("button", { name: "Cerrar" });
  await expect(close).toBeVisible();
  await close.hover();
  await expect(page.locator('[data-ui="Tooltip"]').getByText("Cerrar", { exact: true })).toBeVisible();
  await expect(page.getByText("Close", { exact: true })).toHaveCount(0);
  await close.click();
  await expect(popover).toBeHidden();
});
