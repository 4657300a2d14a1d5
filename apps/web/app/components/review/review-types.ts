import type { TopLevelPageQueryResult } from "@casinolupa/content";
import type { RatingBreakdownScores } from "@casinolupa/domain";

/** A casino as `topLevelPageQuery` returns it. */
export type QueriedCasino = NonNullable<TopLevelPageQueryResult["casino"]>;

/**
 * A ranked casino's review: the query's fields with what is computed, never stored: the seven sub-scores («Bonos
 * justos» from the bonus terms), the rating they give and the rank (decision 015).
 */
export type ReviewCasino = Omit<QueriedCasino, "ratingBreakdown" | "rating"> & {
  ratingBreakdown: RatingBreakdownScores;
  rating: number;
  rank: number;
};
/** The site settings a review reads, each with its default already applied by the query. */
export type ReviewSettings = TopLevelPageQueryResult["settings"];

/** What the review's bonus boxes and side cards are given. */
export type ReviewPartProps = {
  casino: ReviewCasino;
  settings: ReviewSettings;
  /** `YYYY-MM-DD`, to tell whether the bonus check is past the 90 days. */
  today: string;
};
