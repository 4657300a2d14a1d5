// A casino card's name and rating: the heading the card is labelled by (its `aria-labelledby` names `id`).
import { Rating } from "./rating";

/** An h3 among the home page's cards; an h2, larger, as one of the comparison's main entries. */
const LOOKS = {
  card: { Heading: "h3", box: "min-w-0 flex-1", heading: "text-lg font-bold" },
  comparison: {
    Heading: "h2",
    box: "order-last min-w-0 basis-full sm:order-none sm:basis-auto sm:flex-1",
    heading: "text-xl font-bold",
  },
} as const;

export function CasinoHeading({
  id,
  casino,
  look,
}: {
  id: string;
  casino: { name: string; rating: number };
  look: keyof typeof LOOKS;
}) {
  const { Heading, box, heading } = LOOKS[look];
  return (
    <div className={box}>
      <Heading id={id} className={heading}>
        {casino.name}
      </Heading>
      <Rating rating={casino.rating} />
    </div>
  );
}
