import type { TopLevelPageQueryResult } from "@casinolupa/content";

/** A casino as `topLevelPageQuery` returns it, and the site settings the review reads. */
export type ReviewCasino = NonNullable<TopLevelPageQueryResult["casino"]>;
export type { BonusSettings as ReviewSettings } from "../../lib/bonus-settings";
