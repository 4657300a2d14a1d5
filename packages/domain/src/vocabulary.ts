// The site's vocabulary: one term per concept, and the phrases no copy may contain. The dataset test and the
// UI-copy test check every text against `BANNED_COPY`; editors see the preferred terms in `PREFERRED_TERMS`.

/** The term the site uses for each concept (Spain's Spanish, sentence case in headings). */
export const PREFERRED_TERMS = {
  slotMachine: "tragaperras",
  liveCasino: "casino en directo",
  poker: "póquer",
  wageringMultiple: "×25 (signo de multiplicar, sin espacio)",
  adultsOnly: "+18",
} as const;

export type BannedCopy = { pattern: RegExp; why: string };

/** Phrases that must never appear in the site's copy, in the dataset or in the UI. */
export const BANNED_COPY: readonly BannedCopy[] = [
  { pattern: /\btragamonedas\b/i, why: "«tragamonedas» es de América; en España se dice «tragaperras»" },
  { pattern: /\bjuega ahora\b/i, why: "una invitación a jugar («Juega ahora»): la copia informa, no incita" },
  {
    pattern: /600\s?€ al mes|600 euros al mes|(?:tres|3) primeros meses/i,
    why: "la falsa regla de 600 € al mes para jugadores nuevos (los límites legales son 600 € al día, 1.500 € a la semana y 3.000 € al mes)",
  },
];

/** The banned phrases a text contains, with why each is banned. */
export function copyProblems(text: string): BannedCopy[] {
  return BANNED_COPY.filter((banned) => banned.pattern.test(text));
}
