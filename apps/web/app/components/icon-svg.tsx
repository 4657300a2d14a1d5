// How every icon of the set (icon.tsx, island-icons.tsx) is drawn: one inline SVG, hidden from assistive
// technology because the text beside an icon always says what it means.
import type { ReactNode } from "react";

export type IconDefinition = { viewBox: string; size: string; body: ReactNode };

/** The stroke of the outlined icons. */
export const round = { fill: "none", stroke: "currentColor", strokeLinecap: "round", strokeLinejoin: "round" } as const;

/** `icon`, sized and coloured by `className` (default: the icon's own size). */
export function IconSvg({ icon, className }: { icon: IconDefinition; className?: string }) {
  return (
    <svg viewBox={icon.viewBox} className={className ?? icon.size} aria-hidden="true" focusable="false">
      {icon.body}
    </svg>
  );
}
