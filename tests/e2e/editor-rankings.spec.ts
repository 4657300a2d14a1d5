// Editor journeys on the ranking, in the built Studio (studio/dist) against the stand-in Content Lake, with the site
// reading the same stand-in as its live source (as editor.spec.ts does; decision 015): (c) an editor lowers
// a casino's wagering requirement; the form shows the new «Bonos justos», rating and rank before publishing, one
// publish moves it up on the review page, /comparacion and home; (e) an editor sets a ranked casino «no clasificado»
// with its public reason; its page says why, its /ir link stays on this site, and the others' ranks close the gap.
// Every expected number comes from the domain functions the site uses (rankCasinos, which computes each rating, and
// computedBonusFairness) applied to the stand-in's documents, never from copied values.

import {
  computedBonusFairness,
  formatRank,
  formatRating,
  rankCasinos,
  type ScoredCasinoInput,
  todayIso,
} from "@casinolupa/domain";
import { expect, test } from "@playwright/test";
import { siteRating, useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const journey = useEditorJourney(3283, "webhook-secret-for-the-editor-rankings-journeys");
const { openDocument, lakeHolds, publish, siteHtml } = journey;

type Scored = ScoredCasinoInput & { _id: string; slug: string };

/**
 * The ranking as the site computes it from the casinos published in the stand-in now (the scoring fields, as the
 * site's queries project them), with `change` applied to one of them when given.
 */
async function ranking(change?: { id: string; fields: Record<string, unknown> }) {
  const result = await journey.lakeQuery<Scored[]>(`*[_type == "casino"]{_id, name, "slug": slug.current, notRanked,
    rating, ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent}`);
  return rankCasinos(result.map((casino) => (casino._id === change?.id ? { ...casino, ...change.fields } : casino)));
}

/**
 * The error mark the form shows beside a field while its value breaks a rule. The Studio validates each revision of
 * the draft once the Content Lake confirms it, a moment after the edit, and «Publicar» acts on the latest result:
 * clicked while an earlier revision is still being checked, Sanity's Studio answers «Errores de validación» with that
 * revision's errors. So a journey, like an editor, waits for the mark to go before it publishes.
 */
function fieldError(name: string) {
  return journey.page.getByTestId(`field-${name}`).getByTestId("input-validation-icon-error");
}

/** Every error mark in the open form's tab. */
function formErrors() {
  return journey.page.getByTestId("input-validation-icon-error");
}

/**
 * The cards with test id `testId` in a page's HTML, in page order: the slug each is labelled by (its heading's id is
 * `<prefix><slug>`) and the card's HTML. Attributes are read one by one, in whatever order the markup has them.
 */
function cardsIn(html: string, testId: string, prefix: string): { slug: string; card: string }[] {
  return [...html.matchAll(/<article\b[^>]*>/g)]
    .filter(([tag]) => tag.includes(`data-testid="${testId}"`))
    .map((match) => ({
      slug: new RegExp(`aria-labelledby="${prefix}([\\w-]+)"`).exec(match[0])?.[1] ?? "",
      card: html.slice(match.index, html.indexOf("</article>", match.index)),
    }));
}

/** /comparacion's cards in page order: each casino's slug, the rank it shows and its rating. */
async function comparisonCards(): Promise<{ slug: string; rank: number; rating: string }[]> {
  return cardsIn(await siteHtml("/comparacion"), "comparison-card", "comparacion-").map(({ slug, card }) => ({
    slug,
    rank: Number(/Puesto (\d+)/.exec(card)?.[1]),
    rating: /Puntuación: (\d+,\d) sobre 10/.exec(card)?.[1] ?? "",
  }));
}

/** Home's top list: the slugs of its casino cards, in order, with the rank each shows. */
async function homeCards(): Promise<{ slug: string; rank: number }[]> {
  return cardsIn(await siteHtml("/"), "casino-card", "casino-").map(({ slug, card }) => ({
    slug,
    rank: Number(/Puesto (\d+)/.exec(card)?.[1]),
  }));
}

/** The rank a review page states ("Puesto 3 de nuestra clasificación"), or a description of what it says instead. */
async function reviewRank(slug: string): Promise<string> {
  const html = await siteHtml(`/${slug}`);
  return /Puesto (\d+) de nuestra clasificación/.exec(html)?.[1] ?? "no rank";
}

/** The slugs of the operators /comparacion lists at its end as «no clasificado», in order. */
async function comparisonNotRanked(): Promise<string[]> {
  const html = await siteHtml("/comparacion");
  const start = html.indexOf('aria-labelledby="no-clasificados"');
  if (start < 0) return [];
  const section = html.slice(start, html.indexOf("</section>", start));
  return [...section.matchAll(/href="\/([\w-]+)"/g)].map((match) => match[1] ?? "");
}

test("(c) an editor lowers a wagering requirement: «Bonos justos», rating and rank follow in one publish", async () => {
  const started = Date.now();
  // bwin's requirement from ×30 to ×15, on the bonus: a fairer bonus that lifts it above casinos now ahead of it.
  const id = "casino-bwin";
  const slug = "bwin";
  const wagering = 15;
  const before = journey.lake.get(id);
  if (!before) throw new Error("bwin is not in the committed dataset");
  const oldWagering = before.wageringRequirement as number;
  const rankedBefore = (await ranking()).ranked;
  const rankedAfter = (await ranking({ id, fields: { wageringRequirement: wagering } })).ranked;
  const was = rankedBefore.find((casino) => casino.slug === slug);
  const now = rankedAfter.find((casino) => casino.slug === slug);
  if (!was || !now) throw new Error("bwin is not ranked");
  // The change must really move it, and leave its old place to others: otherwise this journey proves nothing.
  expect(now.rank).toBeLessThan(was.rank);
  expect(now.rating).toBeGreaterThan(was.rating);
  const fairness = computedBonusFairness({ ...before, wageringRequirement: wagering } as Omit<
    ScoredCasinoInput,
    "name"
  >);
  if (fairness === undefined) throw new Error("bwin's bonus terms are incomplete");
  expect(await siteRating(journey.site, `/${slug}`)).toBe(formatRating(was.rating));

  await openDocument("casino", id, /bwin/i);
  await journey.page.getByRole("tab", { name: "Bono" }).click();
  await journey.page.getByLabel(/^Requisito de apuesta/).fill(String(wagering));
  // The sentence states the requirement too: the form flags it until it says the new one.
  const sentence = String(before.welcomeBonus);
  expect(sentence).toContain(`×${oldWagering}`);
  await expect(fieldError("welcomeBonus")).toBeVisible({ timeout: MINUTE });
  await journey.page.getByLabel(/^Bono de bienvenida/).fill(sentence.replace(`×${oldWagering}`, `×${wagering}`));
  await expect(fieldError("welcomeBonus")).toBeHidden({ timeout: MINUTE });

  // Before publishing, the «Bono» tab says what the change does, computed as the site will compute it.
  const effect = `Al publicar, la nota pasa de ${formatRating(was.rating)} a ${formatRating(now.rating)} y el puesto del ${formatRank(was.rank)} al ${formatRank(now.rank)}.`;
  const formShowsTheChange = async () => {
    await expect(journey.page.getByTestId("computed-bonus-fairness")).toContainText(
      `«Bonos justos»: ${formatRating(fairness)}`,
      { timeout: MINUTE },
    );
    await expect(journey.page.getByTestId("computed-rating")).toHaveText(`${formatRating(now.rating)}/10`);
    await expect(journey.page.getByTestId("publish-effect")).toHaveText(effect);
  };
  await formShowsTheChange();
  await journey.page.screenshot({ path: test.info().outputPath("studio-wagering-effect.png") });
  await lakeHolds(() => {
    const draft = journey.lake.get(`drafts.${id}`);
    return (
      draft?.wageringRequirement === wagering &&
      draft?.rating === now.rating &&
      String(draft?.welcomeBonus).includes(`×${wagering}`)
    );
  }, "the draft holds the new requirement, the new sentence and the computed rating");

  await publish();
  await lakeHolds(
    () => journey.lake.get(id)?.wageringRequirement === wagering && journey.lake.get(id)?.rating === now.rating,
    "bwin is published with the new requirement and rating",
  );
  const published = Date.now();

  const fast = { timeout: 5_000, intervals: [100] };
  await expect.poll(() => siteRating(journey.site, `/${slug}`), fast).toBe(formatRating(now.rating));
  await expect.poll(() => reviewRank(slug), fast).toBe(String(now.rank));
  await expect
    .poll(comparisonCards, fast)
    .toEqual(
      rankedAfter.map((casino) => ({ slug: casino.slug, rank: casino.rank, rating: formatRating(casino.rating) })),
    );
  const homeCount = (await homeCards()).length;
  expect(homeCount).toBeGreaterThan(0);
  await expect
    .poll(homeCards, fast)
    .toEqual(rankedAfter.slice(0, homeCount).map((casino) => ({ slug: casino.slug, rank: casino.rank })));
  // The casino it overtook says its own new place too.
  const overtaken = rankedBefore.find((casino) => casino.rank === now.rank);
  if (overtaken) {
    const overtakenAfter = rankedAfter.find((casino) => casino.slug === overtaken.slug);
    await expect.poll(() => reviewRank(overtaken.slug), fast).toBe(String(overtakenAfter?.rank));
  }
  console.log(`Journey (c): ${Date.now() - started} ms; publish to the site's new rank: ${Date.now() - published} ms`);

  // Once published, the form no longer announces a change: the published casinos already have it.
  await expect(journey.page.getByTestId("publish-effect")).toHaveText(
    `Al publicar, la nota sigue en ${formatRating(now.rating)} y el puesto sigue siendo el ${formatRank(now.rank)}.`,
    { timeout: 10_000 },
  );
});

test("(e) an editor sets a ranked casino «no clasificado»: its page, its /ir link and /comparacion follow", async () => {
  journey.lake.reset();
  const started = Date.now();
  const rankedBefore = (await ranking()).ranked;
  // The third casino: in home's top list, with casinos both above and below it, so a gap would show.
  const target = rankedBefore[2];
  if (!target) throw new Error("fewer than three ranked casinos");
  const { _id: id, slug, name } = target;
  const { ranked: rankedAfter, notRanked: notRankedAfter } = await ranking({ id, fields: { notRanked: true } });
  expect(rankedAfter.map((casino) => casino.rank)).toEqual(rankedAfter.map((_, index) => index + 1));
  expect(notRankedAfter.map((casino) => casino.slug)).toContain(slug);
  const reason = `No hemos podido confirmar en el registro de la DGOJ la licencia de ${name} tras el cambio de empresa titular anunciado este mes.`;
  const today = todayIso();
  const [year, month, day] = today.split("-");

  const outbound = await fetch(`${journey.site.url}/ir/${slug}`, { redirect: "manual" });
  expect(outbound.status).toBe(302);
  expect(outbound.headers.get("location")).toMatch(/^https:\/\//);

  await openDocument("casino", id, new RegExp(name, "i"));
  await journey.page.getByRole("tab", { name: "Ranking y nota" }).click();
  await journey.page.getByLabel("No clasificado", { exact: true }).check();
  // A casino out of the ranking needs its public reason: the form asks for it until it is written.
  await expect(fieldError("notRankedReason")).toBeVisible({ timeout: MINUTE });
  await journey.page.getByLabel(/^Motivo público/).fill(reason);
  await journey.page.getByLabel(/^Comprobado el/).fill(`${day}/${month}/${year}`);
  await journey.page.getByLabel(/^Comprobado el/).press("Enter");
  await expect(formErrors()).toHaveCount(0, { timeout: MINUTE });
  await expect(journey.page.getByTestId("publish-effect")).toContainText("sale del ranking", { timeout: MINUTE });
  await journey.page.screenshot({ path: test.info().outputPath("studio-not-ranked.png") });
  await lakeHolds(() => {
    const draft = journey.lake.get(`drafts.${id}`);
    return draft?.notRanked === true && draft?.notRankedReason === reason && draft?.notRankedCheckedAt === today;
  }, "the draft holds «no clasificado», the reason and the day");

  await publish();
  await lakeHolds(() => journey.lake.get(id)?.notRanked === true, `${name} is published «no clasificado»`);
  const published = Date.now();

  const fast = { timeout: 5_000, intervals: [100] };
  await expect.poll(() => siteHtml(`/${slug}`), fast).toContain(`${name}: por qué no está en nuestra clasificación`);
  const page = await fetch(`${journey.site.url}/${slug}`);
  expect(page.status).toBe(200);
  const html = (await page.text()).replaceAll("<!-- -->", "");
  expect(html).toContain(reason);
  expect(html).not.toMatch(/Puesto \d+ de nuestra clasificación/);
  expect(html).not.toContain(`href="/ir/${slug}"`);

  const after = await fetch(`${journey.site.url}/ir/${slug}`, { redirect: "manual" });
  expect(after.status).toBe(302);
  expect(after.headers.get("location")).toBe(`/${slug}`);

  await expect
    .poll(comparisonCards, fast)
    .toEqual(
      rankedAfter.map((casino) => ({ slug: casino.slug, rank: casino.rank, rating: formatRating(casino.rating) })),
    );
  expect(await comparisonNotRanked()).toEqual(notRankedAfter.map((casino) => casino.slug));
  // Home follows too; like every page it may answer its pre-publish copy once while the new one renders.
  await expect
    .poll(async () => {
      const home = await homeCards();
      return home.length > 0 && home;
    }, fast)
    .toEqual(
      rankedAfter.slice(0, (await homeCards()).length).map((casino) => ({ slug: casino.slug, rank: casino.rank })),
    );
  // The casino that was just below it says its new place on its own page.
  const next = rankedBefore[3];
  if (next) await expect.poll(() => reviewRank(next.slug), fast).toBe(String(next.rank - 1));
  console.log(`Journey (e): ${Date.now() - started} ms; publish to the site without it: ${Date.now() - published} ms`);
});
