import { datasetHome, datasetHomeCasinos, offerToday } from "../support/dataset";
import { disclosure, expect, expectNoAxeViolations, pageModuleRan, test } from "./fixtures";

// The carousel, galleries and FAQs are the editors' (siteSettings and faqList-home): the journeys read them from the
// dataset. The section headings the page itself writes stay here.
const { faqs, carousel: banner, galleries } = await datasetHome();
const carouselCards = banner.cards.map((card) => ({
  title: card.title ?? "",
  alt: card.image?.alt ?? "",
  href: card.link ?? "",
}));
const [firstFaq, , , , fifthFaq] = faqs;
const [firstGallery] = galleries;
const [firstCarouselCard, secondCarouselCard, lastCarouselCard] = carouselCards;
if (!firstFaq || !fifthFaq || !firstGallery || !firstCarouselCard || !secondCarouselCard || !lastCarouselCard) {
  throw new Error("The dataset's home page has fewer than five FAQs, no gallery or fewer than three carousel cards");
}
if (carouselCards.length !== 3) throw new Error("These journeys walk a carousel of three cards");

/** The home page's sections, top to bottom. */
const SECTION_HEADINGS = [
  "Los 6 mejores casinos online",
  "Recibe nuestros análisis en tu correo",
  "Por qué confiar en CasinoLupa",
  banner.heading,
  ...galleries.map((gallery) => gallery.heading ?? ""),
  "Preguntas frecuentes",
  "¿Te ha resultado útil? Sigue al día",
  "Cómo elegir un casino online en España",
  "Juega con responsabilidad",
];

test("home shows every section, in order, under one h1", async ({ page }) => {
  await page.goto("/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(
    "Los mejores casinos online de España, comparados con lupa",
  );
  await expect(main.getByRole("heading", { level: 2 })).toHaveText(SECTION_HEADINGS);
  await expect(main.getByRole("heading", { level: 2, name: banner.heading })).toBeVisible();
  await expect(main.getByText(banner.subtitle ?? "")).toBeVisible();
});

test("the banner carousel shows the three game cards with caption, image and link", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: banner.heading });
  await expect(carousel).toHaveAttribute("aria-roledescription", "carrusel");
  const slides = carousel.getByRole("group");
  await expect(slides).toHaveCount(3);
  for (const [index, card] of carouselCards.entries()) {
    const slide = slides.nth(index);
    await expect(slide).toHaveAttribute("aria-roledescription", "diapositiva");
    await expect(slide).toHaveAttribute("aria-label", `${index + 1} de 3`);
    await expect(slide.getByRole("heading", { level: 3 })).toHaveText(card.title);
    await expect(slide.getByRole("img", { name: card.alt })).toHaveAttribute("loading", "lazy");
    await expect(slide.getByRole("link", { name: card.title })).toHaveAttribute("href", card.href);
    await expect(slide).toContainText(banner.caption ?? "");
  }
  await slides.nth(0).getByRole("link", { name: firstCarouselCard.title }).click();
  await expect(page).toHaveURL(new RegExp(`${firstCarouselCard.href}$`));
});

test("the carousel moves with both buttons and both arrow keys, and loops at either end", async ({ page }) => {
  await page.goto("/");
  const carousel = page.getByRole("region", { name: banner.heading });
  const previous = carousel.getByRole("button", { name: "Diapositiva anterior" });
  const next = carousel.getByRole("button", { name: "Diapositiva siguiente" });
  // The marked slide: Testing Library's and Playwright's `current` state is `aria-current`.
  const current = carousel.getByRole("group").and(carousel.locator('[aria-current="true"]'));
  const expectCurrent = async (position: number) => {
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAccessibleName(`${position} de 3`);
    // The selected slide is the one actually on screen, not only the one marked.
    await expect(current).toBeInViewport({ ratio: 0.9 });
  };

  // With JavaScript the buttons are there before the carousel starts (as it comes into view), so Tab meets them
  // before the slides; looping, they never disable.
  await pageModuleRan(page);
  // Backwards from the first slide's link, Tab's order is the two buttons.
  await carousel.getByRole("link", { name: firstCarouselCard.title }).focus();
  await page.keyboard.press("Shift+Tab");
  await expect(next).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(previous).toBeFocused();
  await carousel.scrollIntoViewIfNeeded();
  await expect(next).toBeEnabled();
  await expect(previous).toBeEnabled();
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

  await carousel.getByRole("link", { name: secondCarouselCard.title }).focus();
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
    const carousel = page.getByRole("region", { name: banner.heading });
    await expect(carousel.getByRole("group")).toHaveCount(3);
    await expect(carousel.getByRole("button")).toHaveCount(0);
    for (const card of carouselCards) {
      await expect(carousel.getByRole("link", { name: card.title })).toHaveAttribute("href", card.href);
    }
    // The last card starts off screen to the right; scrolling to it moves the row, not the page.
    const last = carousel.getByRole("link", { name: lastCarouselCard.title });
    await carousel.scrollIntoViewIfNeeded();
    await expect(last).not.toBeInViewport();
    await last.scrollIntoViewIfNeeded();
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => window.scrollX)).toBe(0);
  });

  test("the FAQ still opens", async ({ page }) => {
    await page.goto("/");
    const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
    const question = faq.getByText(firstFaq.question, { exact: true });
    await question.click();
    await expect(disclosure(faq, firstFaq.question)).toHaveAttribute("open");
  });
});

test("each image gallery is a two-column grid of linked cards at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  for (const heading of galleries.map((gallery) => gallery.heading ?? "")) {
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
  const [, secondCard] = firstGallery.cards ?? [];
  const first = page.getByRole("region", { name: firstGallery.heading ?? "" });
  await first.getByRole("link", { name: secondCard?.title ?? "", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${secondCard?.link}$`));
});

test("the FAQ lists the editors' questions and opens one answer at a time", async ({ page }) => {
  await page.goto("/");
  const faq = page.getByRole("region", { name: "Preguntas frecuentes" });
  const [first, fifth] = [firstFaq, fifthFaq].map((item) => faq.getByText(item.question, { exact: true }));
  if (!first || !fifth) throw new Error("unreachable");
  await expect(faq.locator("details")).toHaveCount(faqs.length);
  for (const { question } of faqs) await expect(faq.getByText(question, { exact: true })).toBeVisible();
  const firstAnswer = disclosure(faq, firstFaq.question).getByText(/Dirección General de Ordenación del Juego/);
  await expect(firstAnswer).toBeHidden();

  await first.click();
  await expect(disclosure(faq, firstFaq.question)).toHaveAttribute("open");
  await expect(firstAnswer).toBeVisible();

  await fifth.click();
  await expect(disclosure(faq, fifthFaq.question)).toHaveAttribute("open");
  await expect(disclosure(faq, firstFaq.question)).not.toHaveAttribute("open");
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
    const box = page
      .getByRole("region")
      .filter({ has: page.getByRole("textbox", { name: "Tu email" }) })
      .nth(index);
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
  await page.getByRole("region", { name: banner.heading }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Diapositiva siguiente" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(page);
});

test.describe("on a 390 × 844 phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the first ranked casino starts within the first screen after the hero", async ({ page }) => {
    await page.goto("/");
    const hero = await page.getByRole("region", { name: /comparados con lupa/ }).boundingBox();
    const firstCard = await page.getByTestId("casino-card").first().boundingBox();
    if (!hero || !firstCard) throw new Error("the hero and the first card are on the page");
    expect(firstCard.y).toBeLessThan(hero.y + hero.height + 844);
    // The newsletter box comes after the list.
    const newsletter = await page.getByRole("heading", { name: "Recibe nuestros análisis en tu correo" }).boundingBox();
    expect(newsletter?.y ?? 0).toBeGreaterThan(firstCard.y);
  });
});

test("every casino card says when its bonus conditions were last checked", async ({ page }) => {
  const casinos = await datasetHomeCasinos(6);
  await page.goto("/");
  const cards = page.getByTestId("casino-card");
  await expect(cards).toHaveCount(casinos.length);
  for (const casino of casinos) {
    const card = cards.filter({ has: page.getByRole("heading", { name: casino.name, exact: true }) });
    const offer = offerToday(casino);
    if (!offer.shown) {
      // Past its 90 days: the day and the real age, and none of the offer's figures.
      await expect(card.getByTestId("offer-stale")).toHaveText(offer.notice);
      await expect(card).not.toContainText(casino.bonus);
      continue;
    }
    const checked = card.getByTestId("bonus-checked");
    await expect(checked).toContainText("Condiciones comprobadas el");
    await expect(checked.locator("time")).toHaveAttribute("datetime", casino.bonusCheckedAt);
    await expect(card).toContainText("Si tienes entre 18 y 25 años, puede que el operador no pueda ofrecerte el bono");
    await expect(card).not.toContainText("mayores de 18 años");
  }
});
