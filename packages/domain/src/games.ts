// Game categories of the game guides, with the one Spanish label the Studio and the site both show.

export const GAME_CATEGORY_LABELS = {
  slots: "Tragaperras",
  roulette: "Ruleta",
  blackjack: "Blackjack",
  poker: "Póquer",
  baccarat: "Baccarat",
  live: "Casino en directo",
  table: "Juegos de mesa",
  general: "Casino online",
} as const;
export type GameCategory = keyof typeof GAME_CATEGORY_LABELS;

/** The categories in the order editors pick from. */
export const GAME_CATEGORIES = Object.keys(GAME_CATEGORY_LABELS) as GameCategory[];
