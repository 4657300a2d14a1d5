// The public change log's journey (decision 023), in the built Studio against the stand-in Content Lake with the site
// reading it live (as editor-rankings.spec.ts does): an editor changes bet365's wagering requirement and writes the
// reason; one publish, and within 5 s the review's «Historial de cambios», /cambios and the Atom feed each show the
// change once, with the old and the new requirement and the reason; the bonus terms' paragraph, as the words that
// changed. The webhook delivered again (a replay, and the
// same publish signed anew, as a retry or a second process would see it) adds nothing. The expected texts come from
// the domain's own description of the facts (trackedFactsOf) applied to the stand-in's documents.
import {
  type ChangeLogCasinoInput,
  computedRating,
  diffTrackedFacts,
  formatRating,
  type ScoredCasinoInput,
  trackedFactsOf,
} from "@casinolupa/domain";
import { expect, test } from "@playwright/test";
import { encodeSignatureHeader } from "@sanity/webhook";
import { useEditorJourney } from "../support/studio-journey";

const MINUTE = 60_000;
const SECRET = "webhook-secret-for-the-change-log-journey";
const journey = useEditorJourney(3621, SECRET);
const { openDocument, lakeHolds, publish, siteHtml } = journey;

/** Every casino as the stand-in publishes it, with the fields the change log follows. */
function publishedCasinos(): Promise<ChangeLogCasinoInput[]> {
  return journey.lakeQuery<ChangeLogCasinoInput[]>(`*[_type == "casino"]{ "slug": slug.current, name, notRanked,
    rating, ratingBreakdown, wageringRequirement, wageringBase, bonusMatchPercent, bonus, welcomeBonus, bonusAmount,
    minDeposit, maxBet, bonusValidityDays, licensee, licences, licenceNumbers, sanctions[]{ date, yearOnly, amount, protectedPlayers } }`);
}

/** The text of each change a page lists (its `data-testid="change"` items), tags removed and spaces folded. */
function changesIn(html: string): string[] {
  return [...html.matchAll(/<li\b[^>]*data-testid="change"[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner = ""]) =>
    inner
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
}

/** The titles of the feed's entries. */
function feedTitles(xml: string): string[] {
  return [...xml.matchAll(/<entry>[\s\S]*?<title>([^<]*)<\/title>/g)].map(([, title = ""]) =>
    title.replaceAll("&amp;", "&"),
  );
}

const count = (items: string[], text: string) => items.filter((item) => item.includes(text)).length;

/** The error mark the form shows beside a field while its value breaks a rule (see editor-rankings.spec.ts). */
function fieldError(name: string) {
  return journey.page.getByTestId(`field-${name}`).getByTestId("input-validation-icon-error");
}

test("an editor changes bet365's wagering: its history, /cambios and the feed show it once, also after a replay", async () => {
  const id = "casino-bet365";
  const slug = "bet365";
  const before = journey.lake.get(id);
  if (!before) throw new Error("bet365 is not in the committed dataset");
  const oldWagering = before.wageringRequirement as number;
  const wagering = oldWagering - 5;
  const reason = "bet365 rebajó el requisito de apuesta de su bono de bienvenida en sus condiciones de noviembre.";

  // What the log must say, from the domain's own words for the facts before and after.
  const casinosBefore = await publishedCasinos();
  const casinosAfter = casinosBefore.map((casino) =>
    casino.slug === slug ? { ...casino, wageringRequirement: wagering } : casino,
  );
  const change = diffTrackedFacts(
    trackedFactsOf(casinosBefore).get(slug) ?? {},
    trackedFactsOf(casinosAfter).get(slug) ?? {},
  ).find((each) => each.fact === "wagering");
  if (!change?.from || !change.to) throw new Error("the wagering change is not a tracked change");
  const sentence = `Requisito de apuesta: de ${change.from} a ${change.to}`;
  expect(sentence).toContain(`×${oldWagering}`);

  // Before: only what the log wrote when it first saw bet365, the DGOJ sanction its review shows (dated in 2023).
  const seeded = changesIn(await siteHtml(`/${slug}`));
  expect(seeded).toEqual([expect.stringContaining("Sanciones: de ninguna a 2023: multa de 10.000 €")]);
  expect(count(changesIn(await siteHtml("/cambios")), sentence)).toBe(0);
  expect(count(feedTitles(await siteHtml("/cambios.xml")), sentence)).toBe(0);

  await openDocument("casino", id, /bet365/i);
  await journey.page.getByRole("tab", { name: "Bono" }).click();
  // The reason first: the requirement and its sentence last, as in editor-rankings.spec.ts, so the form's computed
  // rating is the last thing the Studio saves before «Publicar».
  await journey.page.getByLabel(/^Motivo del cambio/).fill(reason);
  await lakeHolds(() => journey.lake.get(`drafts.${id}`)?.changeReason === reason, "the draft holds the reason");
  await journey.page.getByLabel(/^Requisito de apuesta/).fill(String(wagering));
  const welcome = String(before.welcomeBonus);
  await expect(fieldError("welcomeBonus")).toBeVisible({ timeout: MINUTE });
  await journey.page.getByLabel(/^Bono de bienvenida/).fill(welcome.replace(`×${oldWagering}`, `×${wagering}`));
  await expect(fieldError("welcomeBonus")).toBeHidden({ timeout: MINUTE });
  // The form computes the new rating as the editor types; publishing waits until the form and the draft hold it.
  const rating = computedRating({ ...(before as Omit<ScoredCasinoInput, "name">), wageringRequirement: wagering });
  await expect(journey.page.getByTestId("computed-rating")).toHaveText(`${formatRating(rating)}/10`, {
    timeout: MINUTE,
  });
  await expect(journey.page.getByTestId("input-validation-icon-error")).toHaveCount(0, { timeout: MINUTE });
  await lakeHolds(() => {
    const draft = journey.lake.get(`drafts.${id}`);
    return draft?.wageringRequirement === wagering && draft?.changeReason === reason && draft?.rating === rating;
  }, "the draft holds the new requirement, the reason and the computed rating");
  // «Publicar» clicked while the Studio still saves an edit is lost in validation: wait for the save to end.
  await expect(journey.page.getByText(/^Guardando/)).toHaveCount(0, { timeout: MINUTE });

  await publish();
  await journey.page.screenshot({ path: test.info().outputPath("studio-after-publish.png") });
  await lakeHolds(() => journey.lake.get(id)?.wageringRequirement === wagering, "bet365 is published");
  const published = Date.now();

  const fast = { timeout: 5_000, intervals: [100] };
  await expect.poll(async () => count(changesIn(await siteHtml(`/${slug}`)), sentence), fast).toBe(1);
  await expect.poll(async () => count(changesIn(await siteHtml("/cambios")), sentence), fast).toBe(1);
  await expect.poll(async () => count(feedTitles(await siteHtml("/cambios.xml")), `bet365. ${sentence}`), fast).toBe(1);
  console.log(`Change log: publish to the change on the review, /cambios and the feed in ${Date.now() - published} ms`);

  // The review's history names the reason and links to the whole log; /cambios names the casino.
  const review = changesIn(await siteHtml(`/${slug}`));
  expect(review.find((item) => item.includes(sentence))).toContain(`Motivo: ${reason}`);
  const all = changesIn(await siteHtml("/cambios"));
  expect(all.find((item) => item.includes(sentence))).toContain("bet365");
  // The bonus terms, a 40-word paragraph, read as the words that changed: the old figure struck through and the new
  // one marked inserted, each named for a screen reader, with a few words either side, not both paragraphs whole.
  const excerpt =
    /<p[^>]*data-testid="change-excerpt"[^>]*>([\s\S]*?)<\/p>/.exec(await siteHtml(`/${slug}`))?.[1] ?? "";
  expect(excerpt).toContain("Condiciones del bono");
  expect(excerpt).toMatch(new RegExp(`<del[^>]*><span class="sr-only">antes: </span>×${oldWagering}</del>`));
  expect(excerpt).toMatch(new RegExp(`<ins[^>]*><span class="sr-only">ahora: </span>×${wagering}</ins>`));
  const shown = excerpt.replace(/<[^>]+>/g, "");
  expect(shown).not.toContain(welcome);
  expect(shown.length).toBeLessThan(welcome.length / 2);

  // The filters: bet365's bonus changes hold it; its sanctions, only the one the log started with.
  expect(count(changesIn(await siteHtml("/cambios?operador=bet365&tipo=bono")), sentence)).toBe(1);
  const sanctions = changesIn(await siteHtml("/cambios?operador=bet365&tipo=sanciones"));
  expect(sanctions).toEqual([expect.stringContaining("2023: multa de 10.000 €")]);
  expect(count(sanctions, sentence)).toBe(0);

  // The webhook again: the same publish signed anew (a retry, or the delivery another process receives), then that
  // very delivery replayed. The first is applied and finds nothing new; the second is refused as already applied.
  const body = JSON.stringify(journey.lake.get(id));
  const signature = await encodeSignatureHeader(body, Date.now(), SECRET);
  const deliver = () =>
    fetch(`${journey.site.url}/api/sanity-webhook`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "sanity-webhook-signature": signature },
      body,
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
  expect(await deliver()).toEqual({ status: 200, body: { revalidated: true } });
  expect(await deliver()).toEqual({ status: 200, body: { revalidated: false, reason: "already applied" } });
  expect(count(changesIn(await siteHtml(`/${slug}`)), sentence)).toBe(1);
  expect(count(changesIn(await siteHtml("/cambios")), sentence)).toBe(1);
  expect(count(feedTitles(await siteHtml("/cambios.xml")), `bet365. ${sentence}`)).toBe(1);
});
