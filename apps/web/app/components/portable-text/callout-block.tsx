import type { Callout } from "@casinolupa/content";
import { Icon } from "../icon";

export type CalloutValue = Pick<Callout, "tone" | "text">;

const tones = {
  info: {
    label: "Dato útil",
    box: "border-sky-200 bg-sky-50 text-sky-950",
    badge: "bg-sky-700 text-white",
    icon: "info-mark",
  },
  warning: {
    label: "Atención",
    box: "border-amber-300 bg-amber-50 text-amber-950",
    badge: "bg-amber-700 text-white",
    icon: "warning-mark",
  },
} as const;

/** A short highlighted note in content: information, or a warning (responsible gambling, risks). */
export function CalloutBlock({ value }: { value: CalloutValue }) {
  const tone = tones[value.tone] ?? tones.info;
  return (
    <div role="note" className={`mt-6 flex max-w-[70ch] gap-3 rounded-xl border p-4 ${tone.box}`}>
      <span
        className={`flex size-6 shrink-0 items-center justify-center rounded-full ${tone.badge}`}
        aria-hidden="true"
      >
        <Icon name={tone.icon} className="size-4" />
      </span>
      <p className="text-[0.9375rem] leading-relaxed">
        <strong className="font-semibold">{tone.label}: </strong>
        {value.text}
      </p>
    </div>
  );
}
