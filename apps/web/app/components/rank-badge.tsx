// A casino's place in the ranking, as the home cards and the comparison cards show it.

/** The rank in a dark circle, read out as "Puesto N"; `size` is the circle's Tailwind size. */
export function RankBadge({ rank, size }: { rank: number; size: "size-10" | "size-11" }) {
  return (
    <span
      className={`flex ${size} shrink-0 items-center justify-center rounded-full bg-ink text-lg font-black text-white`}
    >
      <span aria-hidden="true">{rank}</span>
      <span className="sr-only">Puesto {rank}</span>
    </span>
  );
}
