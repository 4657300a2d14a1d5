// Compares the parts of the two Prisma schemas that must never differ: the model blocks.

export type SchemaBlock = { kind: string; name: string; text: string };

/**
 * Top-level blocks (model, enum, view, type) with their `///` doc comments, skipping
 * `generator` and `datasource`, which legitimately differ per provider.
 */
export function dataModelBlocks(schema: string): SchemaBlock[] {
  const blocks: SchemaBlock[] = [];
  let docComments: string[] = [];
  let current: { kind: string; name: string; lines: string[] } | undefined;
  for (const rawLine of schema.split(/\r?\n/)) {
    const line = rawLine.trimEnd();
    if (current) {
      current.lines.push(line);
      if (/^\}\s*$/.test(line)) {
        blocks.push({ kind: current.kind, name: current.name, text: current.lines.join("\n") });
        current = undefined;
      }
      continue;
    }
    const start = /^(\w+)\s+(\w+)\s*\{/.exec(line);
    if (start?.[1] && start[2]) {
      current = { kind: start[1], name: start[2], lines: [...docComments, line] };
      docComments = [];
      continue;
    }
    docComments = line.trimStart().startsWith("///") ? [...docComments, line] : [];
  }
  if (current) throw new Error(`Unclosed ${current.kind} ${current.name} block in Prisma schema`);
  return blocks.filter((block) => block.kind !== "generator" && block.kind !== "datasource");
}
