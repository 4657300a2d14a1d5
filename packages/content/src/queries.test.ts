import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { openLocalStore } from "./local-store.ts";
import { FAQS_PER_PAGE, homeQuery, pageQuery } from "./queries.ts";

const folder = mkdtempSync(join(tmpdir(), "casinolupa-queries-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A dataset with `count` FAQs on each placement, written in reverse order so only `order` can sort them. */
function storeWithFaqs(count: number) {
  const faqs = ["home", "ayuda"].flatMap((placement) =>
    Array.from({ length: count }, (_, index) => ({
      _id: `faq-${placement}-${index + 1}`,
      _type: "faq",
      placement,
      order: index + 1,
      question: `Pregunta ${index + 1}`,
    })).reverse(),
  );
  const page = { _id: "page-ayuda", _type: "page", title: "Ayuda", slug: { _type: "slug", current: "ayuda" } };
  const file = join(folder, `faqs-${count}.ndjson`);
  writeFileSync(file, [page, ...faqs].map((doc) => JSON.stringify(doc)).join("\n"));
  return openLocalStore({ file, imageBaseUrl: "/content-images" });
}

const questions = (faqs: { question: string | null }[]) => faqs.map((faq) => faq.question);
const firstQuestions = (count: number) => Array.from({ length: count }, (_, index) => `Pregunta ${index + 1}`);

test("home and the content pages show the first ten questions of their placement, however many there are", async () => {
  const store = storeWithFaqs(25);
  const home = (await store.query(homeQuery, { limit: 6 })) as { faqs: { question: string | null }[] };
  const help = (await store.query(pageQuery, { slug: "ayuda", faqPlacement: "ayuda" })) as typeof home;
  expect(FAQS_PER_PAGE).toBe(10);
  expect(questions(home.faqs)).toEqual(firstQuestions(10));
  expect(questions(help.faqs)).toEqual(firstQuestions(10));
});

test("a placement with fewer questions shows them all", async () => {
  const store = storeWithFaqs(5);
  const help = (await store.query(pageQuery, { slug: "ayuda", faqPlacement: "ayuda" })) as {
    faqs: { question: string | null }[];
  };
  expect(questions(help.faqs)).toEqual(firstQuestions(5));
});
