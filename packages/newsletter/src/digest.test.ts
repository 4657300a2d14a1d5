import { describe, expect, test } from "vitest";
import {
  composeDigest,
  type DigestSources,
  digestHeaders,
  parseDigestDraft,
  periodWords,
  renderDigest,
} from "./digest.ts";

const draft = {
  subject: "Lo que cambió en noviembre",
  intro: "Hola:\n\nEste mes revisamos varios bonos.",
  periodStart: "2026-11-01",
  periodEnd: "2026-11-30",
};

function sources(overrides: Partial<DigestSources> = {}): DigestSources {
  const change = (changedAt: string, fact = "bonus", kind = "bono") => ({
    casinoSlug: "bwin",
    casinoName: "bwin",
    kind,
    fact,
    oldValue: "100 €",
    newValue: "200 €",
    reason: null,
    changedAt: new Date(changedAt),
  });
  return {
    changes: [
      // 23:30 UTC on 31 October is already 1 November in Madrid.
      change("2026-10-31T23:30:00Z"),
      change("2026-10-31T22:30:00Z", "rank", "puesto"),
      change("2026-11-15T10:00:00Z", "notRanked", "clasificacion"),
      change("2026-12-01T00:30:00Z", "sanctions", "sanciones"),
    ],
    casinos: [
      { slug: "paf", name: "Paf", createdAt: "2026-11-20T09:00:00Z" },
      { slug: "bwin", name: "bwin", createdAt: "2025-06-01T09:00:00Z", bonusCheckedAt: "2026-11-20" },
    ],
    guides: [
      { slug: "ruleta-online", title: "Ruleta online", createdAt: "2026-11-02T09:00:00Z" },
      { slug: "slots-online", title: "Tragaperras online", createdAt: "2026-10-02T09:00:00Z" },
    ],
    owner: { companyName: "Ejemplo, S.L.", address: "Calle Mayor 1, Madrid", email: "hola@casinolupa.es" },
    siteOrigin: "https://www.casinolupa.es",
    ...overrides,
  };
}

/** When the tests compose their digests: bwin's offer, checked on 20 November 2026, is current. */
const NOW = new Date("2026-12-01T10:00:00Z");

const reader = { to: "ana@example.es", unsubscribeUrl: "https://www.casinolupa.es/newsletter/baja?token=abc" };

describe("parseDigestDraft()", () => {
  test("accepts the Studio's fields and refuses, in Spanish, what the Studio would refuse", () => {
    expect(parseDigestDraft(draft)).toEqual({ ok: true, draft });
    expect(parseDigestDraft({ ...draft, subject: "x".repeat(91) })).toEqual({
      ok: false,
      error: "El asunto tiene 91 caracteres; el máximo es 90.",
    });
    expect(parseDigestDraft({ ...draft, intro: " " })).toEqual({
      ok: false,
      error: "Escribe la entradilla del boletín.",
    });
    expect(parseDigestDraft({ ...draft, periodEnd: "2026-02-30" })).toMatchObject({ ok: false });
    expect(parseDigestDraft({ ...draft, periodEnd: "2026-10-31" })).toEqual({
      ok: false,
      error: "El periodo termina antes de empezar: revisa las fechas de inicio y fin.",
    });
    expect(parseDigestDraft(null)).toMatchObject({ ok: false });
  });

  test("takes a period of up to 93 days, both included, and refuses a longer one (thousands of years, say)", () => {
    const quarter = { ...draft, periodStart: "2026-01-01", periodEnd: "2026-04-03" };
    expect(parseDigestDraft(quarter)).toEqual({ ok: true, draft: quarter });
    expect(parseDigestDraft({ ...quarter, periodEnd: "2026-04-04" })).toEqual({
      ok: false,
      error: "El periodo abarca 94 días y un boletín cubre como mucho 93: acorta las fechas.",
    });
    expect(parseDigestDraft({ ...draft, periodStart: "0001-01-01", periodEnd: "9999-12-31" })).toMatchObject({
      ok: false,
    });
  });

  test("refuses a subject or intro that urges the reader to play (decision 033)", () => {
    const result = parseDigestDraft({ ...draft, intro: "¡Juega ahora y no te lo pierdas!" });
    expect(result).toEqual({
      ok: false,
      error: "«juega ahora» invita a jugar, y el boletín solo informa: cambia esa frase.",
    });
  });
});

test("parseDigestDraft() holds the editor's text to the site's vocabulary", () => {
  expect(parseDigestDraft({ ...draft, intro: "Novedades en las tragamonedas" })).toEqual({
    ok: false,
    error:
      "El asunto o la entradilla no sigue el vocabulario del sitio: «tragamonedas» es de América y «slot» es un anglicismo: en España se dice «tragaperras».",
  });
});

describe("composeDigest()", () => {
  test("keeps the changes, casinos and guides of the period, by the day in Madrid", () => {
    const digest = composeDigest(draft, sources(), NOW);
    expect(digest.changes.map((change) => change.label)).toEqual(["Bono de bienvenida", "Clasificación"]);
    expect(digest.added).toEqual([{ slug: "paf", name: "Paf" }]);
    expect(digest.guides).toEqual([{ slug: "ruleta-online", title: "Ruleta online" }]);
  });

  test("tells a bonus change of an offer past its 90 days once, with when it was checked and no figures", () => {
    const stale = sources({
      casinos: [{ slug: "bwin", name: "bwin", createdAt: "2025-06-01T09:00:00Z", bonusCheckedAt: "2025-11-13" }],
    });
    const twice = { ...stale, changes: [...stale.changes, { ...stale.changes[0], changedAt: new Date("2026-11-02") }] };
    const digest = composeDigest(draft, twice as DigestSources, NOW);
    const bonus = digest.changes.filter((change) => change.label === "Bono de bienvenida");
    expect(bonus).toHaveLength(1);
    const email = renderDigest(digest, reader);
    const told = "ha cambiado. Oferta comprobada por última vez el 13 de noviembre de 2025, hace más de un año";
    expect(email.text).toContain(`- Bono de bienvenida: ${told}`);
    expect(email.html).toContain(told);
    expect(email.text).not.toContain("- Bono de bienvenida: de ");
    expect(email.html).not.toContain("Bono de bienvenida</strong>: de ");
  });

  test("says the period in Spanish", () => {
    expect(periodWords(draft)).toBe("del 1 al 30 de noviembre de 2026");
    expect(periodWords({ periodStart: "2026-10-28", periodEnd: "2026-11-03" })).toBe(
      "del 28 de octubre al 3 de noviembre de 2026",
    );
    expect(periodWords({ periodStart: "2026-11-03", periodEnd: "2026-11-03" })).toBe("el 3 de noviembre de 2026");
  });
});

describe("renderDigest()", () => {
  const email = renderDigest(composeDigest(draft, sources(), NOW), reader);

  test("both parts carry the changes, the reader's own unsubscribe link and the legal footer", () => {
    for (const part of [email.text, email.html]) {
      expect(part).toContain("200 €");
      expect(part).toContain(reader.unsubscribeUrl);
      expect(part).toContain("900 533 025");
      expect(part).toContain("mayores de 18 años");
      expect(part).toContain("Real Decreto 176/2023");
      expect(part).toContain("Quién te lo envía");
      expect(part).toContain("Ejemplo, S.L., con domicilio en Calle Mayor 1, Madrid");
      expect(part).toContain("Por qué lo recibes");
      expect(part).toContain("ana@example.es");
    }
    expect(email.text).toContain("- Bono de bienvenida: de 100 € a 200 €");
    expect(email.subject).toBe(draft.subject);
  });

  test("a long bonus paragraph with one changed figure is told as that figure with a few words around it", () => {
    const terms =
      "Bono del 100 % sobre tu primer ingreso en el casino, hasta 100 €, solo para nuevos clientes. Ingreso mínimo de 5 €, requisito de apuesta ×25 sobre el importe del bono en un plazo de 30 días y apuesta máxima de 5 € mientras el bono esté activo.";
    const terms30 = terms.replace("×25", "×30");
    const change = {
      casinoSlug: "bet365",
      casinoName: "bet365",
      kind: "bono",
      fact: "welcomeBonus",
      oldValue: terms,
      newValue: terms30,
      reason: null,
      changedAt: new Date("2026-11-10T10:00:00Z"),
    };
    const digest = composeDigest(draft, sources({ changes: [change] }), NOW);
    const { text, html } = renderDigest(digest, reader);
    expect(text).toContain(
      "- Condiciones del bono (cambio en el texto): … 5 €, requisito de apuesta [antes: ×25] [ahora: ×30] sobre el importe del …\n",
    );
    expect(text).not.toContain(terms30);
    // The HTML strikes the old figure through and underlines the new one, each also named in words.
    expect(html).toMatch(
      /antes:<\/span> <del [^>]*line-through[^>]*>×25<\/del> <span [^>]*>ahora:<\/span> <ins [^>]*>×30<\/ins>/,
    );
    expect(html).not.toContain("mientras el bono esté activo");
  });

  test("links only to our own pages, never to an operator", () => {
    const links = [...email.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) expect(link).toMatch(/^(https:\/\/www\.casinolupa\.es(\/|$)|tel:)/);
    expect(email.html).not.toContain("/ir/");
  });

  test("escapes what the editor wrote", () => {
    const html = renderDigest(
      composeDigest({ ...draft, intro: "<script>alert(1)</script>" }, sources(), NOW),
      reader,
    ).html;
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).not.toContain("<script>");
  });
});

test("digestHeaders() gives one Message-ID per issue and reader, the same each time", () => {
  const a = digestHeaders("issue-1", "reader-1", "https://www.casinolupa.es", reader.unsubscribeUrl);
  expect(digestHeaders("issue-1", "reader-1", "https://www.casinolupa.es", "https://other")["Message-ID"]).toBe(
    a["Message-ID"],
  );
  expect(digestHeaders("issue-1", "reader-2", "https://www.casinolupa.es", "x")["Message-ID"]).not.toBe(
    a["Message-ID"],
  );
  expect(digestHeaders("issue-2", "reader-1", "https://www.casinolupa.es", "x")["Message-ID"]).not.toBe(
    a["Message-ID"],
  );
  expect(a).toMatchObject({
    "List-Unsubscribe": `<${reader.unsubscribeUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
  expect(a["Message-ID"]).toMatch(/^<boletin\.[0-9a-f]{32}@www\.casinolupa\.es>$/);
});
