// What the drills and the bench print (markdown tables), and what a drill returns: the figures that must hold
// (a failed one makes the run exit 1) or should hold (reported as a finding, not a failure).

export type Check = { name: string; ok: boolean; must: boolean; detail: string };

export type DrillReport = {
  name: string;
  /** Markdown, ready to print. */
  markdown: string;
  checks: Check[];
  seconds: number;
};

export function table(header: string[], rows: (string | number)[][]): string {
  const cellText = (cell: string | number) => String(cell).replaceAll("|", "\\|").replaceAll("\n", " ");
  return [
    `| ${header.map(cellText).join(" | ")} |`,
    `|${header.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.map(cellText).join(" | ")} |`),
  ].join("\n");
}

export class Checks {
  readonly list: Check[] = [];
  /** A figure that must hold: when it does not, the drill fails. */
  must(name: string, ok: boolean, detail: string): void {
    this.list.push({ name, ok, must: true, detail });
  }
  /** Worth knowing, not a failure of the drill (reported among the findings). */
  should(name: string, ok: boolean, detail: string): void {
    this.list.push({ name, ok, must: false, detail });
  }
  get failed(): Check[] {
    return this.list.filter((check) => check.must && !check.ok);
  }
  markdown(): string {
    return table(
      ["Check", "Kind", "Result", "Figures"],
      this.list.map((check) => [
        check.name,
        check.must ? "must hold" : "should hold",
        check.ok ? "✓ pass" : check.must ? "✗ FAIL" : "⚠ finding",
        check.detail,
      ]),
    );
  }
}

/** Nearest-rank percentile of `values` (milliseconds). */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "–");

/** Counts of string keys, e.g. statuses. */
export class Tally {
  readonly counts = new Map<string, number>();
  add(key: string | number, by = 1): void {
    this.counts.set(String(key), (this.counts.get(String(key)) ?? 0) + by);
  }
  get(key: string | number): number {
    return this.counts.get(String(key)) ?? 0;
  }
  get total(): number {
    let sum = 0;
    for (const count of this.counts.values()) sum += count;
    return sum;
  }
  /** "200×12, 429×3" */
  toString(): string {
    return (
      [...this.counts.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, count]) => `${key}×${count}`)
        .join(", ") || "–"
    );
  }
}
