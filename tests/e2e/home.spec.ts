import { expect, expectNoAxeViolations, test } from "./fixtures";

/** The home page's sections, top to bottom. */
const SECTION_HEADINGS = [
  "Recibe nuestros análisis en tu email",
  "Los 6 mejores casinos online",
  "Por qué confiar en CasinoLupa",
  "Guías de juegos de casino",
  "Juegos de mesa y casino en directo",
  "Tragaperras y botes progresivos",
  "Preguntas frecuentes",
  "¿Te ha resultado útil? Sigue al día",
  "Cómo elegir un casino online en España",
  "Juega con responsabilidad",
];

const CAROUSEL_CARDS = [
  { title: "Tragaperras clásicas", alt: "Tragaperras clásica de tres rodillos", href: "/slots-clasicos" },
  { title: "Botes progresivos: cómo funcionan", alt: "Marcador de un bote progresivo", href: "/jackpots-millonarios" },
  { title: "Qué ofrece de verdad un casino «prémium»", alt: "Sala de un casino moderno", href: "/experiencia-premium" },
];

test("home shows every section, in order, under one h1", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Los mejores casinos online de España, comparados con lupa",
  );
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);
  await expect(main.getByRole("heading", { level: 2, name: "Guías de juegos de casino" })).toBeVisible();
  await expect(
    main.getByText("Cómo funcionan las tragaperras, los botes y las mesas, con sus probabilidades y sus riesgos"),
  ).toBeVisible();
});

test("the banner carousel shows the three game cards with caption, image and link", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Guías de juegos de casino" });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(3);
  for (const [index, card] of CAROUSEL_CARDS.entries()) {
    const slide = slides.nth(index);
    await expect(slide).toHaveAttribute("aria-roledescription", "diapositiva");
    await expect(slide).toHaveAttribute("aria-label", `${index + 1} de 3`);
    await expect(slide.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(slide.getByRole("img", { name: card.alt })).toHaveAttribute("loading", "lazy");
    await expect(slide.getByRole("link", { name: card.title })).toHaveAttribute("href", card.href);
    await expect(slide).toContainText("Reglas, probabilidades y riesgos, explicados");
  }
  await slides.nth(0).getByRole("link", { name: "Tragaperras clásicas" }).click();
  await expect(page).toHaveURL(/\/slots-clasicos$/);
});

test("the carousel moves with both buttons and both arrow keys, and loops at either end", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: "Guías de juegos de casino" });
  const previous = carousel.getByRole("button", { name: "Diapositiva anterior" });
  const next = carousel.getByRole("button", { name: "Diapositiva siguiente" });
  const current = carousel.locator('[aria-roledescription="diapositiva"][aria-current="true"]');
  const expectCurrent = async (position: number) => {
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute("aria-label", `${position} de 3`);
    // The selected slide is the one actually on screen, not only the one marked.
    await expect(current).toBeInViewport({ ratio: 0.9 });
  };

  // The buttons appear once the carousel has started in the browser; looping, they never disable.
  await expect(next).toBeEnabled();
  await expect(previous).toBeEnabled();
  await carousel.scrollIntoViewIfNeeded();
  await expectCurrent(1);

  await next.click();
  await expectCurrent(2);
  await next.click();
  await expectCurrent(3);
  await next.click();
  await expectCurrent(1); // from the last slide, "next" returns to the first
  await previous.click();
  await expectCurrent(3); // and "previous" from the first goes to the last
  await previous.click();
  await expectCurrent(2);

  await carousel.getByRole("link", { name: "Botes progresivos: cómo funcionan" }).focus();
  await page.keyboard.press("ArrowRight");
  await expectCurrent(3);
  await page.keyboard.press("ArrowRight");
  await expectCurrent(1);
  await page.keyboard.press("ArrowLeft");
  await expectCurrent(3);
  await page.keyboard.press("ArrowLeft");
  await expectCurrent(2);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the three carousel cards are still there and the row scrolls sideways", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Guías de juegos de casino" });
    await expect(carousel.getByRole("group")).toHaveCount(3);
    await expect(carousel.getByRole("button")).toHaveCount(0);
    for (const card of CAROUSEL_CARDS) {
      await expect(carousel.getByRole("link", { name: card.title })).toHaveAttribute("href", card.href);
    }
    const row = carousel.locator("[data-carousel-viewport]");
    const overflows = await row.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows).toBe(true);
    await row.scrollIntoViewIfNeeded();
    await expect(carousel.getByRole("link", { name: "Qué ofrece de verdad un casino «prémium»" })).not.toBeInViewport();
    await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await expect(carousel.getByRole("link", { name: "Qué ofrece de verdad un casino «prémium»" })).toBeInViewport();
  });

  test("the FAQ still opens", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
    await faq.locator("summary").first().click();
    await expect(faq.locator("details").first()).toHaveAttribute("open");
  });
});

test("each image gallery is a two-column grid of linked cards at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  for (const heading of ["Juegos de mesa y casino en directo", "Tragaperras y botes progresivos"]) {
    const gallery = page.getByRole("region", { name: heading });
    const cards = gallery.getByTestId("gallery-card");
    await expect(cards).toHaveCount(4);
    await cards.first().scrollIntoViewIfNeeded();
    const boxes = await cards.evaluateAll((elements) =>
      elements.map((element) => {
        const { x, y } = element.getBoundingClientRect();
        return { x: Math.round(x), y: Math.round(y) };
      }),
    );
    // Four cards in two columns: two distinct left edges and two distinct rows.
    expect(new Set(boxes.map(({ x }) => x)).size, `${heading}: columns`).toBe(2);
    expect(new Set(boxes.map(({ y }) => y)).size, `${heading}: rows`).toBe(2);

    for (const card of await cards.all()) {
      const image = card.getByRole("img");
      await expect(image).toHaveAttribute("alt", /\S/);
      await expect(image).toHaveAttribute("loading", "lazy");
      await expect(card.getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute("href", /^\/[a-z-]+$/);
    }
  }
  const first = page.getByRole("region", { name: "Juegos de mesa y casino en directo" });
  await first.getByRole("link", { name: "Blackjack" }).click();
  await expect(page).toHaveURL(/\/blackjack-online$/);
});

test("the FAQ has ten questions and opens one answer at a time", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
  const items = faq.locator("details");
  await expect(items).toHaveCount(10);
  await expect(faq.locator("summary").first()).toHaveText("¿Es legal jugar en casinos online en España?");
  const firstAnswer = items.first().getByText(/Dirección General de Ordenación del Juego/);
  await expect(firstAnswer).toBeHidden();

  await faq.locator("summary").first().click();
  await expect(items.first()).toHaveAttribute("open");
  await expect(firstAnswer).toBeVisible();

  await faq.locator("summary").nth(4).click();
  await expect(items.nth(4)).toHaveAttribute("open");
  await expect(items.first()).not.toHaveAttribute("open");
});

test("both newsletter boxes have the e-mail field, the 18+ checkbox and the privacy notice", async ({ page }) => {
  await page.goto("/");
  const forms = page.locator('form[action="/newsletter"]');
  await expect(forms).toHaveCount(2);
  for (const [index, source] of ["home-top", "home-bottom"].entries()) {
    const form = forms.nth(index);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form.locator('input[name="source"]')).toHaveValue(source);

    const email = form.getByLabel("Tu email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("autocomplete", "email");
    await expect(email).toHaveJSProperty("required", true);

    const adult = form.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" });
    await expect(adult).toBeVisible();
    await expect(adult).toHaveJSProperty("required", true);

    // The first layer of the privacy notice sits right after the form, in the same box, and describes the field.
    const box = form.locator("xpath=ancestor::section[1]");
    await expect(email).toHaveAccessibleDescription(/^Protección de datos\. Responsable: el titular de CasinoLupa/);
    await expect(box).toContainText("Responsable: el titular de CasinoLupa");
    await expect(box.getByRole("link", { name: "aviso legal" })).toHaveAttribute("href", "/aviso-legal");
    await expect(box).toContainText("Destinatarios: no cedemos tus datos");
    await expect(box).toContainText("rectificación, supresión");
    await expect(box.getByRole("link", { name: "política de privacidad" })).toHaveAttribute(
      "href",
      "/politica-privacidad",
    );
    await expect(form.getByRole("button", { name: "Suscribirme" })).toHaveAttribute("type", "submit");

    // The honeypot is invisible, out of the tab order and hidden from assistive technology.
    const honeypot = form.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute("tabindex", "-1");
    await expect(honeypot).toHaveAttribute("autocomplete", "off");
    await expect(form.getByRole("textbox")).toHaveCount(1);
  }
  // Each box's labels point at its own fields.
  const ids = await page
    .locator('form[action="/newsletter"] [id]')
    .evaluateAll((elements) => elements.map((e) => e.id));
  expect(new Set(ids).size).toBe(ids.length);
});

test("the form does not send without the e-mail and the 18+ confirmation", async ({ page }) => {
  await page.goto("/");
  const form = page.locator('form[action="/newsletter"]').first();
  await form.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await form.getByLabel("Tu email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
    true,
  );
  await form.getByLabel("Tu email").fill("persona@example.com");
  await form.getByRole("button", { name: "Suscribirme" }).click();
  await expect(page).toHaveURL(/\/$/);
  const adult = form.getByRole("checkbox", { name: "Confirmo que soy mayor de 18 años" });
  expect(await adult.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
});

test("the how-to-choose steps and the responsible-gambling box give concrete help", async ({ page }) => {
  await page.goto("/");
  const choose = page.getByRole("region", { name: "Cómo elegir un casino online en España" });
  await expect(choose.getByRole("listitem")).toHaveCount(6);
  await expect(choose).toContainText("Juego Seguro");
  await expect(choose).toContainText("requisito de apuesta");

  const responsible = page.getByRole("region", { name: "Juega con responsabilidad" });
  await expect(responsible).toContainText("+18");
  await expect(responsible.getByRole("link", { name: /900 533 025/ })).toHaveAttribute("href", "tel:900533025");
  await expect(responsible).toContainText("Línea de ayuda de FEJAR y Jdigital");
  await expect(responsible).toContainText("No es un teléfono de CasinoLupa");
  await expect(responsible).toContainText("operadores online con licencia estatal");
  await expect(responsible.getByRole("link", { name: "Leer la guía de juego responsable" })).toHaveAttribute(
    "href",
    "/guia-juego-responsable",
  );
});

test("home has no accessibility violations, at desktop and phone width", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("button", { name: "Diapositiva siguiente" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});
