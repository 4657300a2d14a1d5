import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { ndjsonLines } from "./local-dataset.ts";

const folder = mkdtempSync(join(tmpdir(), "casinolupa-ndjson-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

test("lines are read whole, numbered and placed in bytes, whatever the size of the chunks read", () => {
  const lines = ['{"_id":"a","title":"Año"}', "", `{"_id":"b","body":"${"ñ".repeat(40)}"}`, '{"_id":"c"}'];
  const file = join(folder, "dataset.ndjson");
  const source = lines.join("\n");
  const bytes = Buffer.from(source);
  for (const [ending, chunkBytes] of [
    ["", 4],
    ["", 7],
    ["\n", 7],
    ["\n", 64],
    ["", 1024 * 1024],
  ] as const) {
    writeFileSync(file, source + ending);
    const read = [...ndjsonLines(file, chunkBytes)];
    expect(read.map((line) => line.text)).toEqual(lines);
    expect(read.map((line) => line.line)).toEqual([0, 1, 2, 3]);
    for (const { text, offset, length } of read) {
      expect(bytes.toString("utf8", offset, offset + length)).toBe(text);
    }
  }
});
