// Every committed document passes the Studio's own validation, the same rules that enable or disable «Publicar»,
// so an editor can open any of them, change a word and publish.

import { madridDay, todayIso } from "@casinolupa/domain";
import { type ContentLake, standInClient, startContentLake } from "@casinolupa/sanity-stand-in";
import type { SanityClient } from "@sanity/client";
import type { SanityDocument } from "sanity";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { describeMarker, studioValidation } from "./studio-validation";

let lake: ContentLake;
let client: SanityClient;
let documents: SanityDocument[];

beforeAll(async () => {
  lake = await startContentLake();
  client = standInClient(lake);
  documents = await client.fetch<SanityDocument[]>(`*[!(_type match "sanity.*")] | order(_id asc)`);
});

afterAll(() => lake?.close());

describe("the Studio's validation over the committed dataset", () => {
  test("covers every document an editor can open: casinos, authors, game pages, payment pages, FAQs and their lists, pages and the settings", () => {
    const types = new Set(documents.map((document) => document._type));
    expect([...types].sort()).toEqual([
      "author",
      "casino",
      "faq",
      "faqList",
      "gamePage",
      "page",
      "paymentMethodPage",
      "siteSettings",
    ]);
    expect(documents.length).toBeGreaterThanOrEqual(50);
  });

  test("finds no error in any document, so each can be published again after an edit", async () => {
    const errors: string[] = [];
    for (const document of documents) {
      const markers = await studioValidation(document, client);
      for (const marker of markers.filter((found) => found.level === "error")) {
        errors.push(`${document._id} ${describeMarker(marker)}`);
      }
    }
    expect(errors.join("\n")).toBe("");
  });

  test("refuses a second page for a payment method that has one, and a review without its author", async () => {
    const bizum = documents.find((document) => document._id === "paymentMethodPage-bizum");
    const bet365 = documents.find((document) => document._id === "casino-bet365");
    if (!bizum || !bet365) throw new Error("the dataset has no Bizum page or no bet365");
    const copy = { ...structuredClone(bizum), _id: "drafts.paymentMethodPage-bizum-2" };
    const copyErrors = (await studioValidation(copy, client)).filter((marker) => marker.level === "error");
    expect(copyErrors.map(describeMarker).join("\n")).toContain("Bizum ya tiene su página");
    const { author: _author, ...unsigned } = structuredClone(bet365) as SanityDocument & { author?: unknown };
    const unsignedErrors = (await studioValidation(unsigned as SanityDocument, client)).filter(
      (marker) => marker.level === "error",
    );
    expect(unsignedErrors.map(describeMarker).join("\n")).toMatch(/^author\b/m);
  });

  test("refuses what the Publish button refuses: a relative address in an external link", async () => {
    const guide = documents.find((document) => document._id === "page-guia-juego-responsable");
    expect(guide).toBeDefined();
    const broken = structuredClone(guide) as SanityDocument & {
      sections: { body: { _type: string; markDefs?: { _type: string; href?: string }[] }[] }[];
    };
    const block = broken.sections.flatMap((section) => section.body).find((item) => item.markDefs?.length);
    if (!block?.markDefs) throw new Error("the guide has no link");
    block.markDefs[0] = { ...block.markDefs[0], _type: "link", href: "/comparacion" };
    const markers = await studioValidation(broken, client);
    expect(markers.filter((marker) => marker.level === "error").map(describeMarker)).toEqual([
      expect.stringMatching(/markDefs.*href: /),
    ]);
  });
});

describe("the Studio's validation of a casino", () => {
  test("refuses a welcome-bonus sentence whose minimum deposit is not the field's, under that field", async () => {
    const bet365 = documents.find((document) => document._id === "casino-bet365");
    if (!bet365) throw new Error("bet365 is not in the dataset");
    const markers = await studioValidation({ ...bet365, minDeposit: 10 }, client);
    expect(markers.filter((marker) => marker.level === "error").map(describeMarker)).toEqual([
      "welcomeBonus: Dice «Ingreso mínimo de 5 €», pero «Ingreso mínimo» es 10 €: corrige el texto o el campo.",
    ]);
  });

  test("a new, empty casino gets one message per field it still needs, not a list of every rule", async () => {
    const markers = await studioValidation({ _id: "drafts.casino-nuevo", _type: "casino" } as SanityDocument, client);
    const paths = markers.map((marker) => describeMarker(marker).split(":")[0]);
    const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
    // The review counted 79 for about 45 fields: «Requerido» plus every bound of each empty number field.
    expect(markers.length).toBeLessThanOrEqual(60);
    expect(repeated).toEqual(["logo"]); // Sanity's own image input adds «Image is required» to «Requerido».
  });
});

describe("the Studio's validation of a page's FAQ list", () => {
  const homeList = () => {
    const list = documents.find((document) => document._id === "faqList-home");
    if (!list) throw new Error("the home FAQ list is not in the dataset");
    return list as SanityDocument & { faqs: { _key: string; _type: string; _ref: string }[] };
  };

  test("warns, without blocking «Publicar», naming the questions a list holds past what the page shows", async () => {
    const list = homeList();
    expect(list.faqs).toHaveLength(10);
    expect((await studioValidation(list, client)).map(describeMarker)).toEqual([]);
    // Added at the top, as «Añadir elemento» does: the tenth falls to eleventh.
    const added = { _key: "nueva", _type: "reference", _ref: "faq-ayuda-baja-newsletter" };
    const tenth = list.faqs.at(-1)?._ref;
    const question = (await client.fetch<string>("*[_id == $id][0].question", { id: tenth })) ?? "";
    expect(question).not.toBe("");
    const markers = await studioValidation({ ...list, faqs: [added, ...list.faqs] }, client);
    expect(markers.map((marker) => [marker.level, describeMarker(marker)])).toEqual([
      ["warning", `faqs: La página muestra solo las 10 primeras preguntas: «${question}» ya no se verá en el sitio.`],
    ]);
  });

  test("refuses the same question twice in one list, marking both entries", async () => {
    const list = homeList();
    const first = list.faqs[0];
    if (!first) throw new Error("the home FAQ list is empty");
    const again = { ...first, _key: "otra-vez" };
    const markers = await studioValidation({ ...list, faqs: [first, again] }, client);
    expect(markers.filter((marker) => marker.level === "error").map(describeMarker)).toEqual([
      `faqs[_key=="${first._key}"]: Esta pregunta ya está en la lista: quita la repetida.`,
      'faqs[_key=="otra-vez"]: Esta pregunta ya está en la lista: quita la repetida.',
    ]);
  });
});

describe("the Studio's validation of a «Boletín»", () => {
  const today = madridDay(new Date()); // a «Boletín»'s days are Madrid's
  const dayAfter = (iso: string, days: number) =>
    todayIso(new Date(Date.parse(`${iso}T00:00:00Z`) + days * 24 * 60 * 60 * 1000));
  const issue = (fields: Record<string, unknown>) =>
    ({
      _id: "drafts.newsletterIssue-prueba",
      _type: "newsletterIssue",
      subject: "Novedades de la semana",
      intro: "Los cambios de los casinos con licencia en España esta semana.",
      periodStart: dayAfter(today, -6),
      periodEnd: today,
      ...fields,
    }) as unknown as SanityDocument;
  const errorsOf = async (document: SanityDocument) =>
    (await studioValidation(document, client)).filter((marker) => marker.level === "error").map(describeMarker);

  test("lets a week that ends today be published", async () => {
    expect(await errorsOf(issue({}))).toEqual([]);
  });

  test("refuses a period that ends before it starts, or after today", async () => {
    expect(await errorsOf(issue({ periodStart: today, periodEnd: dayAfter(today, -1) }))).toEqual([
      expect.stringMatching(/^periodEnd: El periodo termina el .*, antes de empezar/),
    ]);
    expect(await errorsOf(issue({ periodEnd: dayAfter(today, 1) }))).toEqual([
      expect.stringMatching(/^periodEnd: El periodo no puede terminar en el futuro/),
    ]);
  });

  test("refuses an invitation to play in the subject, and an intro longer than 600 characters", async () => {
    expect(await errorsOf(issue({ subject: "¡Juega ahora con los nuevos bonos!", intro: "a".repeat(601) }))).toEqual([
      "subject: No puede ir en el correo: una invitación a jugar («Juega ahora»): la copia informa, no incita.",
      expect.stringMatching(/^intro: /),
    ]);
  });
});
