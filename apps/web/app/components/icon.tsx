// The site's one icon set: inline SVG (no icon font, no request), drawn on a 20 or 24 unit grid in
// `currentColor`. Decorative: the text beside an icon always says what it means, so every icon is hidden from
// assistive technology. Add an icon to ICONS; use it as <Icon name="check" className="size-4" />. The few icons
// an island draws are in island-icons.tsx (part of this set, but kept out of the islands' bundle's way).
import { type IconDefinition, IconSvg, round } from "./icon-svg";
import { ISLAND_ICONS } from "./island-icons";

const ICONS = {
  ...ISLAND_ICONS,
  logo: {
    viewBox: "0 0 32 32",
    size: "size-8",
    body: (
      <>
        <circle cx="13" cy="13" r="9" fill="none" stroke="currentColor" strokeWidth="3.5" />
        <path d="m19.5 19.5 8 8" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
        <path d="M13 8.5v9M9.5 12h7" stroke="#f59e0b" strokeWidth="2.5" strokeLinecap="round" />
      </>
    ),
  },
  menu: {
    viewBox: "0 0 24 24",
    size: "size-6",
    body: <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  "chevron-down": {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="m5 8 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  },
  external: {
    viewBox: "0 0 20 20",
    size: "size-3.5",
    body: (
      <path
        d="M11 4h5v5M16 4l-7 7M8 5H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-3"
        {...round}
        strokeWidth="1.8"
      />
    ),
  },
  search: {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: (
      <>
        <circle cx="11" cy="11" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="m16 16 4.5 4.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  check: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="m4.5 10.5 3.5 3.5 7.5-8" {...round} strokeWidth="2.2" />,
  },
  cross: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="m5.5 5.5 9 9m0-9-9 9" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  },
  minus: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="M5 10h10" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />,
  },
  shield: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: (
      <>
        <path
          d="M10 2.5 4 5v4.5c0 3.8 2.6 6.9 6 8 3.4-1.1 6-4.2 6-8V5l-6-2.5Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
        <path d="m7.3 10 1.9 1.9 3.6-3.8" {...round} strokeWidth="1.8" />
      </>
    ),
  },
  alert: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: (
      <>
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M10 5.5v5.5M10 14h.01" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </>
    ),
  },
  phone: {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: (
      <path
        d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A16 16 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    ),
  },
  mail: {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: (
      <path d="M4 6h16v12H4zM4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    ),
  },
  answers: {
    viewBox: "0 0 24 24",
    size: "size-5",
    body: (
      <path
        d="M4 5h16v11H9l-5 4V5Zm5.5 3.8a2.5 2.5 0 1 1 3.3 2.4c-.5.2-.8.6-.8 1.1v.2M12 14.5h.01"
        {...round}
        strokeWidth="1.8"
      />
    ),
  },
  "list-check": {
    viewBox: "0 0 24 24",
    size: "size-6",
    body: (
      <path
        d="M11 6h9M11 12h9M11 18h9m-16.5-12 1.5 1.5L8 4.5M3.5 12l1.5 1.5L8 10.5M3.5 18l1.5 1.5L8 16.5"
        {...round}
        strokeWidth="1.8"
      />
    ),
  },
  inspect: {
    viewBox: "0 0 24 24",
    size: "size-6",
    body: (
      <>
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="m15.5 15.5 5 5M10.5 7.5v6M7.5 10.5h6" {...round} strokeWidth="1.8" />
      </>
    ),
  },
  heart: {
    viewBox: "0 0 24 24",
    size: "size-6",
    body: <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" {...round} strokeWidth="1.8" />,
  },
  calendar: {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: (
      <path
        d="M6 2.5v3M14 2.5v3M3.5 8h13M4.5 4h11a1 1 0 0 1 1 1v10.5a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
      />
    ),
  },
  "info-mark": {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="M10 9v5m0-8h.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />,
  },
  "warning-mark": {
    viewBox: "0 0 20 20",
    size: "size-4",
    body: <path d="M10 6v5m0 3h.01" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />,
  },
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof ICONS;

/** One icon of the set, `className` sizing and colouring it (each icon has a default size). */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return <IconSvg icon={ICONS[name]} className={className} />;
}
