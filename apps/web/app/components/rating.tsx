import { href } from "react-router";
import { formatRating } from "../lib/format";
import { Link } from "./site-link";

/**
 * The five stars' fill for each rating out of 10 rounded to a whole number, i.e. to the nearest half star: one
 * class each (Tailwind reads class names from the source, so they are written out).
 */
const STAR_FILLS = [
  "[--stars-fill:0%]",
  "[--stars-fill:10%]",
  "[--stars-fill:20%]",
  "[--stars-fill:30%]",
  "[--stars-fill:40%]",
  "[--stars-fill:50%]",
  "[--stars-fill:60%]",
  "[--stars-fill:70%]",
  "[--stars-fill:80%]",
  "[--stars-fill:90%]",
  "[--stars-fill:100%]",
] as const;

/** The class that fills `rating` (out of 10) of the five stars, to the nearest half star. */
export function starFill(rating: number): string {
  return STAR_FILLS[Math.round(Math.max(0, Math.min(10, rating)))] ?? STAR_FILLS[0];
}

/**
 * Five stars always beside the number itself, "8,7/10", with a text alternative, and a link
 * to how we rate (leave it out only where the method is explained right beside the rating).
 */
export function Rating({
  rating,
  size = "md",
  methodLink = true,
}: {
  rating: number;
  size?: "md" | "lg";
  methodLink?: boolean;
}) {
  const value = formatRating(rating);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-0.5">
      {/* One box for the five stars (app.css), not five icons: a page of cards repeats them. */}
      <span className={`stars ${starFill(rating)} ${size === "lg" ? "text-xl" : "text-base"}`} aria-hidden="true" />
      <span className={size === "lg" ? "text-lg font-bold" : "font-bold"} aria-hidden="true">
        {value}
        <span className="font-normal text-muted">/10</span>
      </span>
      <span className="sr-only">Puntuación: {value} sobre 10</span>
      {methodLink ? (
        <Link to={href("/como-puntuamos")} className="text-xs text-muted underline hover:text-brand-strong">
          Cómo puntuamos
        </Link>
      ) : null}
    </span>
  );
}
