// The site's vocabulary: one term per concept (Spain's Spanish, sentence case in headings), and the phrases no
// copy may contain. The dataset and UI-copy tests (packages/content/src/vocabulary.test.ts) check every text
// against `BANNED_COPY`; the Studio's field descriptions point editors to `VOCABULARY`. Why each choice:
// docs/copy-review.md (findings L2-L9) and docs/decisions/033-copy-informs-it-never-incites.md.

export type VocabularyTerm = {
  /** What the term names, for editors. */
  concept: string;
  /** The one form the site uses. */
  preferred: string;
  /** The variants that must not appear in running text. */
  banned: RegExp;
  why: string;
};

/** One term per concept. Headings, running text, image alt texts and Studio labels all use `preferred`. */
export const VOCABULARY: readonly VocabularyTerm[] = [
  {
    concept: "máquina de azar con rodillos",
    preferred: "tragaperras (invariable y femenino: la tragaperras, las tragaperras clásicas)",
    banned: /\btragamonedas\b|\bslots?\b/i,
    why: "«tragamonedas» es de América y «slot» es un anglicismo: en España se dice «tragaperras»",
  },
  {
    concept: "juegos con crupier real retransmitidos",
    preferred: "casino en directo, mesas en directo",
    banned: /\ben vivo\b/i,
    why: "un solo término: «en directo» (no «en vivo»)",
  },
  {
    concept: "el juego de cartas",
    preferred: "póquer",
    banned: /\bp[oó]ker\b/i,
    why: "un solo término: «póquer» (la RAE no admite «poker» sin tilde; «póker» es la variante que no usamos)",
  },
  {
    concept: "múltiplo del requisito de apuesta",
    preferred: "×25 (signo de multiplicar, pegado a la cifra)",
    banned: /(?<![\p{L}\d])[xX]\s?\d/u,
    why: "el requisito se escribe con el signo de multiplicar: «×25», no «x25»",
  },
  {
    concept: "solo para mayores de edad",
    preferred: "+18",
    banned: /(?<![+\d])18\s?\+/,
    why: "una sola notación: «+18» (no «18+»)",
  },
  {
    concept: "retransmisión de las mesas",
    preferred: "retransmisión en directo",
    banned: /\bstreaming\b/i,
    why: "anglicismo evitable: «retransmisión en directo»",
  },
  {
    concept: "lista de juegos de un operador",
    preferred: "catálogo",
    banned: /\blobby\b/i,
    why: "anglicismo evitable: «catálogo» o «sección de juegos»",
  },
  {
    concept: "devolución de parte de lo perdido",
    preferred: "reembolso",
    banned: /\bcashback\b/i,
    why: "anglicismo evitable: «reembolso»",
  },
  {
    concept: "condición de apostar el bono varias veces",
    preferred: "requisito de apuesta",
    banned: /\bwagering\b|return to player/i,
    why: "sin glosas en inglés: «requisito de apuesta», «retorno al jugador»",
  },
];

/**
 * Proper names that contain a banned variant and stay as their owners write them. Each is removed from a text
 * before it is checked, so the rest of the sentence is still held to the vocabulary.
 */
export const ALLOWED_PROPER_NAMES: readonly string[] = [
  // The operator's brand and domain (casino-pokerstars); "\bpoker\b" does not match inside "PokerStars",
  // but the spaced spelling some sources use would.
  "Poker Stars",
  // A table game's trade name (Evolution, Playtech...), like "Caribbean Stud": not translated.
  "Three Card Poker",
];

/**
 * Words a search treats as one (folded: lower case, no accents), so a reader who types the word the site avoids
 * still finds the page: "tragamonedas" finds the tragaperras guides, "en vivo" the casino en directo, "ludopatía"
 * the responsible-gambling guide. The site search indexes every word of a group under all of them.
 */
export const SEARCH_SYNONYMS: readonly (readonly string[])[] = [
  ["tragaperras", "tragamonedas", "slot", "slots"],
  ["directo", "vivo"],
  ["poquer", "poker"],
  ["bacara", "baccarat"],
  ["bote", "botes", "jackpot", "jackpots"],
  ["ludopatia", "adiccion"],
  ["reembolso", "cashback"],
  ["boletin", "newsletter"],
];

export type BannedCopy = { pattern: RegExp; why: string };

/** Phrases that must never appear in the site's copy, in the dataset or in the UI. */
export const BANNED_COPY: readonly BannedCopy[] = [
  ...VOCABULARY.map(({ banned, why }) => ({ pattern: banned, why })),
  { pattern: /\bjuega ahora\b/i, why: "una invitación a jugar («Juega ahora»): la copia informa, no incita" },
  {
    pattern: /600\s?€ al mes|600 euros al mes|(?:tres|3) primeros meses/i,
    why: "la falsa regla de 600 € al mes para jugadores nuevos (los límites legales son 600 € al día, 1.500 € a la semana y 3.000 € al mes)",
  },
];

/**
 * Phrases that urge someone to play or promise winnings (decision 033). Editors' free text that goes out as it is
 * written (a newsletter issue's subject and intro) is refused when it holds one; the site's own copy is held to the
 * narrower BANNED_COPY above, since a guide may well say that gambling is no way «de ganar dinero».
 */
export const INCITING_PHRASES: readonly string[] = [
  "juega ahora",
  "apuesta ahora",
  "deposita ahora",
  "regístrate ahora",
  "no te lo pierdas",
  "gana dinero",
  "ganar dinero",
  "dinero fácil",
  "dinero gratis",
  "gana seguro",
  "ganancias seguras",
  "hazte rico",
  "última oportunidad",
];

/** The first phrase of `text` that urges play or promises winnings, or null. */
export function incitingPhrase(text: string): string | null {
  const folded = text.toLocaleLowerCase("es-ES");
  return INCITING_PHRASES.find((phrase) => folded.includes(phrase)) ?? null;
}

/** Addresses and site paths (/slots-online, https://www.pokerstars.es) are identifiers, not copy. */
const ADDRESSES = /\bhttps?:\/\/\S+|\bwww\.\S+|(?<![\p{L}\d])\/[a-z0-9][a-z0-9\-/]*/gu;

/** The banned phrases a text contains (after removing the allowed proper names and addresses), with why. */
export function copyProblems(text: string): BannedCopy[] {
  const checked = ALLOWED_PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, " "), text).replace(ADDRESSES, " ");
  return BANNED_COPY.filter((banned) => banned.pattern.test(checked));
}
