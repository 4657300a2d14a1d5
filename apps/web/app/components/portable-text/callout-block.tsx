import type { Callout } from "@casinolupa/content";

export type CalloutValue = Pick<Callout, "tone" | "text">;

const tones = {
  info: {
    label: "Dato útil",
    box: "border-sky-200 bg-sky-50 text-sky-950",
    badge: "bg-sky-700 text-white",
    icon: "M10 9v5m0-8h.01",
  },
  warning: {
    label: "Atención",
    box: "border-amber-300 bg-amber-50 text-amber-950",
    badge: "bg-amber-700 text-white",
    icon: "M10 6v5m0 3h.01",
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
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
          <path d={tone.icon} stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" fill="none" />
        </svg>
      </span>
      <p className="text-[0.9375rem] leading-relaxed">
        <strong className="font-semibold">{tone.label}: </strong>
        {value.text}
      </p>
    </div>
  );
}
