import { href, Link } from "react-router";
import { formatRating } from "../lib/format";
import { Icon } from "./icon";

/** How many of the five stars are full, half or empty: the rating out of 10 halved, to the nearest half. */
export function starFills(rating: number): ("full" | "half" | "empty")[] {
  const halves = Math.round(Math.max(0, Math.min(10, rating)));
  return Array.from({ length: 5 }, (_, index) => {
    const remaining = halves - index * 2;
    return remaining >= 2 ? "full" : remaining === 1 ? "half" : "empty";
  });
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
      <span className="flex text-star" aria-hidden="true">
        {starFills(rating).map((fill, index) => (
          <Icon
            key={index}
            name={fill === "full" ? "star" : `star-${fill}`}
            className={size === "lg" ? "size-5" : "size-4"}
          />
        ))}
      </span>
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
