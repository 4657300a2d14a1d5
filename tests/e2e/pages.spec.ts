import { expect, expectNoAxeViolations, test } from "./fixtures";

const CONTENT_PAGES = [
  { path: "/guia-juego-responsable", h1: "Guía de juego responsable", section: "Cuánto gastar como máximo" },
  { path: "/terminos-condiciones", h1: "Términos y condiciones", section: "1. Aceptación de las condiciones" },
  { path: "/politica-privacidad", h1: "Política de privacidad", section: "Tus derechos" },
  { path: "/aviso-legal", h1: "Aviso legal", section: "Publicidad y enlaces de afiliación" },
  { path: "/ayuda", h1: "Centro de ayuda", section: "Cómo elegimos y clasificamos los casinos" },
];

for (const { path, h1, section } of CONTENT_PAGES) {
  test(`${path} shows its title, its sections and a table of contents that leads to them`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
    await expect(page.getByText("Última actualización:")).toBeVisible();

    // Wide screen: the table of contents sits beside the text; every entry points at a heading on the page.
    const toc = page.getByRole("navigation", { name: "En esta página" });
    await expect(toc).toBeVisible();
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThan(3);
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^#./);
      await expect(page.locator(`[id="${href.slice(1)}"]`)).toHaveCount(1);
    }
    await toc.getByRole("link", { name: section, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}#`));
    await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeInViewport();
  });
}

test("the terms have ten numbered sections and were last updated on 26 November 2026", async ({ page }) => {
  await page.goto("/terminos-condiciones");
  const headings = page.getByTestId("page-sections").getByRole("heading", { level: 2 });
  await expect(headings).toHaveCount(10);
  const texts = await headings.allTextContents();
  for (const [index, text] of texts.entries()) expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`));
  await expect(headings.last()).toHaveText("10. Contacto");
  await expect(page.getByText("Última actualización: 26 de noviembre de 2026")).toBeVisible();
  await expect(page.locator("time[datetime='2026-11-26']")).toHaveCount(1);
  // The scoring criteria live on /como-puntuamos, and the site is not called "independent".
  await expect(page.getByRole("link", { name: "Cómo puntuamos" }).first()).toHaveAttribute("href", "/como-puntuamos");
  await expect(page.getByRole("main")).not.toContainText("independiente");
});

test("the legal notice and the privacy policy name the site's owner from the settings, linked from the footer", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Aviso legal" }).click();
  await expect(page).toHaveURL(/\/aviso-legal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aviso legal");
  const owner = page.getByTestId("site-owner");
  await expect(owner.getByRole("heading", { level: 2 })).toHaveText("Datos del titular");
  // The committed dataset's identity is a placeholder and says so.
  await expect(owner).toContainText("Empresa de ejemplo, S.L. (datos de muestra)");
  for (const label of ["Titular", "NIF", "Domicilio", "Inscripción registral", "Correo de contacto"]) {
    await expect(owner.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
  }
  await expect(owner.getByRole("link", { name: "contacto@casinolupa.es" })).toHaveAttribute(
    "href",
    "mailto:contacto@casinolupa.es",
  );

  await page.goto("/politica-privacidad");
  const controller = page.getByTestId("site-owner");
  await expect(controller.getByRole("heading", { level: 2 })).toHaveText("Responsable del tratamiento");
  await expect(controller).toContainText("B00000000 (datos de muestra)");
  await expect(controller).toContainText("Envío de correos (encargado)");
  const sections = page.getByTestId("page-sections");
  await expect(sections).toContainText("interés legítimo");
  await expect(sections).toContainText("tres años desde la baja");
  await expect(sections).toContainText("Responder a tus correos");
});

test("the responsible-gambling guide gives the 1 % guideline and no ceilings, the legal limits and attributed help lines", async ({
  page,
}) => {
  await page.goto("/guia-juego-responsable");
  const limits = page.getByRole("region", { name: "Cuánto gastar como máximo" });
  await expect(limits).toContainText("no más del 1 % de los ingresos mensuales de tu hogar");
  await expect(limits).toContainText("no más de 4 días al mes");
  // Decision 030: the 2 %, 5 % and 10 % figures are gone from the guide.
  await expect(limits).not.toContainText(/\b(2|5|10) %|[Tt]echo/);
  await expect(limits).toContainText(
    "Si superas cualquiera de las tres, el riesgo de sufrir daños por el juego aumenta",
  );
  // The guideline is a public-health source, not advertising.
  const guideline = limits.getByRole("link", { name: /pautas de juego de menor riesgo/ });
  await expect(guideline).toHaveAttribute("rel", "noopener noreferrer");
  await expect(guideline).not.toContainText(/publicidad/i);
  await expect(page.locator('a[href^="https://gamblingguidelines.ca"][data-operator-link]')).toHaveCount(0);
  await expect(page.getByRole("table", { name: "Ejemplo con unos ingresos de 1.500 € al mes" })).toContainText("15 €");
  const law = page.getByRole("region", { name: "Lo que la ley obliga a ofrecerte" });
  await expect(law).toContainText("600 € al día, 1.500 € a la semana y 3.000 € al mes");
  await expect(law).toContainText("antes de empezar a jugar tienes que indicar cuánto tiempo y cuánto dinero");
  await expect(law).toContainText("de 18 a 25 años");
  await expect(law).toContainText("no puede dirigirles actividades promocionales");
  await expect(page.getByTestId("help-lines")).toContainText("Línea de ayuda de FEJAR y Jdigital");

  const helpLines = page.getByTestId("help-lines");
  await expect(helpLines.getByRole("link", { name: "900 533 025" })).toHaveAttribute("href", "tel:900533025");
  await expect(helpLines.getByRole("link", { name: "024" })).toHaveAttribute("href", "tel:024");
  await expect(page.getByRole("heading", { level: 2, name: "Preguntas frecuentes" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Preguntas frecuentes" }).locator("details")).toHaveCount(4);
});

test("every external link on the guide opens in a new tab without passing the opener", async ({ page, baseURL }) => {
  await page.goto("/guia-juego-responsable");
  const ownHost = new URL(baseURL ?? "http://127.0.0.1").host;
  const external = await page.locator("a[href^='http']").evaluateAll(
    (anchors, host) =>
      anchors
        .map((a) => ({
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel") ?? "",
        }))
        .filter((link) => new URL(link.href).host !== host),
    ownHost,
  );
  // The guide links to the DGOJ (RGIAJ), Jugar Bien, FEJAR and the Ministry of Health, plus the footer resources.
  expect(external.length).toBeGreaterThanOrEqual(6);
  for (const link of external) {
    expect(link.target, link.href).toBe("_blank");
    expect(link.rel.split(" "), link.href).toContain("noopener");
  }
  // Public-interest sites are not affiliate links.
  const rgiaj = page.getByRole("link", { name: /página del RGIAJ de la DGOJ/ });
  await expect(rgiaj).toHaveAttribute("rel", "noopener noreferrer");
  await expect(rgiaj).toContainText("(se abre en una pestaña nueva)");
});

test("the help centre's contact buttons each lead somewhere real", async ({ page }) => {
  await page.goto("/ayuda");
  const cards = page.getByTestId("contact-cards");
  // CasinoLupa has no phone of its own; the gambling help line is someone else's and never "Llámanos".
  await expect(cards.getByRole("heading", { level: 3 })).toHaveText(["Preguntas frecuentes", "Escríbenos"]);

  const answers = cards.getByRole("link", { name: "Ver las respuestas" });
  await expect(answers).toHaveAttribute("href", "#preguntas-frecuentes");
  await expect(cards.getByRole("link", { name: "Escribir un correo" })).toHaveAttribute(
    "href",
    "mailto:contacto@casinolupa.es",
  );
  await expect(cards.getByRole("link", { name: /900 533 025/ })).toHaveCount(0);
  for (const href of await cards
    .getByRole("link")
    .evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))) {
    expect(href).toMatch(/^(#\w|mailto:\S+@|tel:\d)/);
  }
  await expect(cards).toContainText("Respuesta en menos de 24 horas laborables");

  await answers.click();
  await expect(page).toHaveURL(/\/ayuda#preguntas-frecuentes$/);
  await expect(page.getByRole("heading", { level: 2, name: "Preguntas frecuentes" })).toBeInViewport();
});

test("the help centre lists urgent help lines, five FAQs one open at a time, resources and opening hours", async ({
  page,
}) => {
  await page.goto("/ayuda");
  await expect(page.getByTestId("help-lines").getByRole("link", { name: "900 533 025" })).toHaveAttribute(
    "href",
    "tel:900533025",
  );
  await expect(page.locator("main a[href='tel:undefined'], main a[href='tel:']")).toHaveCount(0);

  // Each question is a native disclosure; a closed one shows only its question, which a click opens.
  const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
  const faqs = faq.locator("details");
  const open = faq.locator("details[open]");
  await expect(faqs).toHaveCount(5);
  await expect(open).toHaveCount(0);
  await faqs.nth(0).click();
  await expect(faqs.nth(0).and(open)).toHaveCount(1);
  await expect(open).toContainText("comparador");
  await faqs.nth(1).click();
  await expect(faqs.nth(1).and(open)).toHaveCount(1);
  await expect(open).toHaveCount(1);

  const resources = page.getByRole("region", { name: "Recursos útiles" });
  const jugarBien = resources.getByRole("link", { name: /Jugar Bien/ });
  await expect(jugarBien).toHaveAttribute("href", "https://www.jugarbien.es");
  await expect(jugarBien).toHaveAttribute("target", "_blank");

  const hours = page.getByRole("definition");
  await expect(page.getByRole("term")).toHaveText(["Lunes a viernes", "Sábado", "Domingo"]);
  await expect(hours).toHaveText(["9:00-21:00", "10:00-14:00", "Cerrado"]);
});

test("/ruleta-online shows the payout table with 35:1 and 2,7 %", async ({ page }) => {
  await page.goto("/ruleta-online");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Ruleta online: reglas, apuestas, pagos y probabilidades",
  );
  await expect(
    page.getByRole("navigation", { name: "Ruta de navegación" }).getByRole("link", { name: "Inicio" }),
  ).toHaveAttribute("href", "/");
  await expect(page.getByText(/^Última revisión:/)).toBeVisible();

  const table = page.getByRole("table", { name: "Pagos y probabilidades en la ruleta europea (37 números)" });
  await expect(table.getByRole("columnheader")).toHaveText([
    "Apuesta",
    "Números cubiertos",
    "Pago",
    "Probabilidad de acierto",
  ]);
  const straightUp = table.getByRole("row", { name: /^Pleno/ });
  await expect(straightUp.getByRole("cell")).toHaveText(["1", "35:1", "2,7 %"]);
  // On a phone the table scrolls inside a region named by its caption, reachable with the keyboard.
  await expect(
    page.getByRole("region", { name: "Pagos y probabilidades en la ruleta europea (37 números)" }),
  ).toHaveAttribute("tabindex", "0");
  await expect(page.getByRole("note").first()).toBeVisible();
});

test("a game guide sends readers to the comparison, filtered where it helps, never to one operator by default", async ({
  page,
}) => {
  await page.goto("/casino-en-directo");
  const ctas = page.getByTestId("guide-ctas");
  await expect(ctas).toContainText("no te mandamos a un casino concreto");
  await expect(ctas.locator("a[rel~='sponsored']")).toHaveCount(0);
  await ctas.getByRole("link", { name: "Casinos con mesas en directo" }).click();
  await expect(page).toHaveURL(/\/comparacion\?servicio=en-vivo$/);
});

test("every operator button carries a visible «Publicidad» label", async ({ page }) => {
  await page.goto("/bet365");
  const play = page.getByRole("link", { name: /Jugar en bet365/ }).first();
  await expect(play).toHaveAttribute("rel", "sponsored nofollow noopener noreferrer");
  await expect(play.getByText("Publicidad", { exact: true })).toBeVisible();
  await page.goto("/comparacion");
  const buttons = page.locator("main a[rel~='sponsored']");
  expect(await buttons.count()).toBeGreaterThan(0);
  for (const button of await buttons.all()) await expect(button).toContainText(/publicidad/i);
});

test("a game page's call to action leads to the comparison", async ({ page }) => {
  await page.goto("/baccarat-online");
  const ctas = page.getByTestId("guide-ctas");
  await expect(ctas.getByRole("link", { name: "Guía del casino en directo" })).toHaveAttribute(
    "href",
    "/casino-en-directo",
  );
  await ctas.getByRole("link", { name: "Ver comparativa de casinos" }).click();
  await expect(page).toHaveURL(/\/comparacion$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test.describe("accessibility", () => {
  for (const path of ["/ruleta-online", ...CONTENT_PAGES.map((entry) => entry.path)]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  test.describe("at phone width", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the guide's table of contents opens from its summary and the page has no axe violations", async ({
      page,
    }) => {
      await page.goto("/guia-juego-responsable");
      const toc = page.getByRole("navigation", { name: "En esta página" });
      await expect(toc).toHaveCount(1);
      await expect(toc.getByRole("link").first()).toBeHidden();
      await toc.getByText(/^En esta página/).click();
      await expect(toc.getByRole("link", { name: "Autoexclusión en el RGIAJ" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});

test("the poker guide explains the bankroll without a gloss that repeats itself", async ({ page }) => {
  await page.goto("/poker-online");
  await expect(page.getByRole("main")).toContainText("El fondo de juego es el dinero que reservas solo para el póquer");
  await expect(page.getByRole("main")).not.toContainText("en inglés, «fondo de juego»");
});
