// The relevance test set of the site search: queries written the way readers type them, each with the page a
// reader expects. search-relevance.test.ts runs it over the committed dataset; decision 019 says how the queries
// were written and what the search scored on them.
//
// `expected` is a page's path, or a frequently asked question's own wording (several questions share a page's
// path). `within: 3` marks the queries with more than one good answer: the expected page must be among the first
// three; every other query must put it first.

export type RelevanceCase = { query: string; expected: string; within?: 3 };

const RETIRADAS = "¿Cuánto tardan las retiradas?";
const AUTOEXCLUSION = "¿Cómo funciona la autoexclusión?";

export const RELEVANCE_CASES: readonly RelevanceCase[] = [
  // One word, as typed in the header box.
  { query: "ruleta", expected: "/ruleta-online" },
  { query: "blackjack", expected: "/blackjack-online" },
  { query: "tragaperras", expected: "/slots-online" },
  { query: "baccarat", expected: "/baccarat-online" },
  { query: "póquer", expected: "/poker-online", within: 3 },
  { query: "bizum", expected: "/casinos-con-bizum" },
  { query: "retiradas", expected: RETIRADAS },
  { query: "autoexclusión", expected: AUTOEXCLUSION },
  { query: "privacidad", expected: "/politica-privacidad" },
  { query: "RTP", expected: "¿Qué es el RTP?" },
  { query: "volatilidad", expected: "/slots-premium", within: 3 },
  { query: "freerolls", expected: "/poker-online" },
  { query: "casino paypal", expected: "/casinos-con-paypal" },
  { query: "pagar con paysafecard", expected: "/casinos-con-paysafecard" },
  // Operators, by name and as people type them.
  { query: "bet365", expected: "/bet365" },
  { query: "bet 365", expected: "/bet365" },
  { query: "codere", expected: "/codere" },
  { query: "william", expected: "/williamhill" },
  { query: "william hill", expected: "/williamhill" },
  { query: "marca apuestas", expected: "/marca" },
  { query: "pokerstars", expected: "/pokerstars" },
  { query: "poker stars", expected: "/pokerstars" },
  { query: "luckia", expected: "/luckia" },
  { query: "bwin casino", expected: "/bwin" },
  { query: "paf", expected: "/paf" },
  // Without accents.
  { query: "poquer", expected: "/poker-online", within: 3 },
  { query: "autoexclusion", expected: AUTOEXCLUSION },
  { query: "politica de privacidad", expected: "/politica-privacidad" },
  { query: "como puntuamos", expected: "/como-puntuamos" },
  { query: "jugar desde el movil", expected: "¿Puedo jugar desde el móvil?" },
  // The words the site avoids, and other spellings.
  { query: "tragamonedas", expected: "/slots-online" },
  { query: "slots", expected: "/slots-online" },
  { query: "poker", expected: "/poker-online", within: 3 },
  { query: "casino en vivo", expected: "/casino-en-directo", within: 3 },
  { query: "jackpot", expected: "/jackpots-millonarios" },
  { query: "bacará", expected: "/baccarat-online" },
  { query: "ludopatía", expected: "/guia-juego-responsable", within: 3 },
  // Typos.
  { query: "rulta", expected: "/ruleta-online" },
  { query: "blakjack", expected: "/blackjack-online" },
  { query: "tragaperas", expected: "/slots-online" },
  { query: "bacarat", expected: "/baccarat-online" },
  { query: "autoexlusion", expected: AUTOEXCLUSION },
  { query: "wiliam hill", expected: "/williamhill" },
  { query: "pokerstar", expected: "/pokerstars" },
  // Two or three words.
  { query: "ruleta francesa", expected: "/ruleta-clasica", within: 3 },
  { query: "tragaperras clásicas", expected: "/slots-clasicos" },
  { query: "botes progresivos", expected: "/jackpots-millonarios" },
  { query: "modo demo", expected: "/tragaperras-gratis" },
  { query: "tragaperras gratis", expected: "/tragaperras-gratis" },
  { query: "texas holdem", expected: "/poker-texas-holdem" },
  { query: "casino en directo", expected: "/casino-en-directo" },
  { query: "mesas en directo", expected: "/casino-en-vivo", within: 3 },
  { query: "crupier real", expected: "¿Qué es el casino en directo con crupier real?", within: 3 },
  { query: "bono de bienvenida", expected: "¿Qué condiciones tienen los bonos de bienvenida?", within: 3 },
  { query: "límites de depósito", expected: "¿Hay límites de depósito?" },
  { query: "juego responsable", expected: "/guia-juego-responsable" },
  { query: "aviso legal", expected: "/aviso-legal" },
  { query: "terminos y condiciones", expected: "/terminos-condiciones" },
  { query: "baja boletin", expected: "¿Cómo me doy de baja del boletín?" },
  // Questions.
  { query: "cuánto tarda una retirada", expected: RETIRADAS },
  { query: "es legal jugar online", expected: "¿Es legal jugar en casinos online en España?" },
  { query: "como gana dinero casinolupa", expected: "¿Cómo gana dinero CasinoLupa?" },
  { query: "que es el rtp", expected: "¿Qué es el RTP?" },
  { query: "como se si un casino es seguro", expected: "¿Cómo sé si un casino online es seguro?" },
  { query: "como ayudar a un familiar", expected: "¿Cómo puedo ayudar a un familiar con problemas de juego?" },
  { query: "donde pedir ayuda", expected: "¿Dónde puedo pedir ayuda si el juego me preocupa?", within: 3 },
  { query: "como puntuais los casinos", expected: "/como-puntuamos" },
];

export type RelevanceFigures = {
  cases: number;
  /** Share of queries whose expected page came first. */
  top1: number;
  /** Share of queries answered as their case requires: first, or within three where the case allows it. */
  asRequired: number;
  /** Mean reciprocal rank of the expected page (0 for a query that did not find it in the first ten). */
  mrr: number;
  misses: { query: string; expected: string; rank: number | null; got: string[] }[];
};

/** Scores a search on the set: `ranked` returns what a query lists, in order, as paths or questions. */
export function relevanceFigures(ranked: (query: string) => string[]): RelevanceFigures {
  let top1 = 0;
  let asRequired = 0;
  let reciprocal = 0;
  const misses: RelevanceFigures["misses"] = [];
  for (const { query, expected, within = 1 } of RELEVANCE_CASES) {
    const list = ranked(query).slice(0, 10);
    const index = list.indexOf(expected);
    const rank = index === -1 ? null : index + 1;
    if (rank === 1) top1 += 1;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== null && rank <= within) asRequired += 1;
    else misses.push({ query, expected, rank, got: list.slice(0, 3) });
  }
  const cases = RELEVANCE_CASES.length;
  return { cases, top1: top1 / cases, asRequired: asRequired / cases, mrr: reciprocal / cases, misses };
}
