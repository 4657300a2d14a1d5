// The icons the islands draw (the carousel's arrows, the toasts' close button): part of the one icon set
// (icon.tsx spreads them into ICONS), but in a module of their own so that the islands' bundle carries these four
// and not the whole set. With the whole set the home page's JavaScript grew by 1.03 KB gzip (79.63 -> 80.66 KB),
// over the 80 KB budget it then had. Use <IslandIcon> only inside an island; everywhere else, <Icon name>.
import { type IconDefinition, IconSvg, round } from "./icon-svg";

export const ISLAND_ICONS = {
  "arrow-right": {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: <path d="M5 12h14M13 6l6 6-6 6" {...round} strokeWidth="1.8" />,
  },
  "chevron-left": {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: <path d="m15 5-7 7 7 7" {...round} strokeWidth="1.8" />,
  },
  "chevron-right": {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: <path d="m9 5 7 7-7 7" {...round} strokeWidth="1.8" />,
  },
  close: {
    viewBox: "0 0 24 24",
    size: "size-6",
    body: <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
} satisfies Record<string, IconDefinition>;

/** One of the islands' icons, `className` sizing and colouring it. */
export function IslandIcon({ name, className }: { name: keyof typeof ISLAND_ICONS; className?: string }) {
  return <IconSvg icon={ISLAND_ICONS[name]} className={className} />;
}
