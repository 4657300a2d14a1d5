import type { Table } from "@casinolupa/content";
import { clsx } from "clsx";
import { useId } from "react";

export type TableValue = Pick<Table, "caption" | "rows">;

/**
 * A data table from content. The first row is the header row; the first cell of every other row names
 * that row. On a narrow screen the table scrolls sideways inside a region that keyboard users can focus
 * and that screen readers announce by its caption.
 */
export function TableBlock({ value }: { value: TableValue }) {
  const captionId = useId();
  const [header, ...body] = value.rows ?? [];
  if (!header) return null;
  const columns = header.cells.length;
  return (
    <section
      aria-labelledby={captionId}
      // Focusable so the sideways scroll works from the keyboard (WCAG 2.1.1).
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable
      tabIndex={0}
      className="mt-6 max-w-full overflow-x-auto rounded-xl border border-line bg-white shadow-card"
    >
      <table
        className={clsx("w-full border-collapse text-left text-sm", columns > 3 ? "min-w-[34rem]" : "min-w-[20rem]")}
      >
        <caption id={captionId} className="px-4 pt-3.5 pb-3 text-left text-sm font-semibold text-ink">
          {value.caption}
        </caption>
        <thead className="bg-canvas">
          <tr>
            {header.cells.map((cell, index) => (
              <th key={index} scope="col" className="border-y border-line px-4 py-2.5 font-semibold text-ink-soft">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {body.map((row) => (
            <tr key={row._key} className="border-b border-line last:border-b-0 even:bg-canvas/60">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-4 py-2.5 align-top font-semibold text-ink">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-4 py-2.5 align-top tabular-nums text-ink-soft">
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
