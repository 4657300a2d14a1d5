// autocannon in a process of its own, for `pnpm bench --serving` (serving.ts): the load generator then neither
// delays the benchmark's own timing of a visitor's requests (they would otherwise queue behind autocannon's
// work on one event loop) nor hides its CPU, which it reports: on a small machine it competes with the server
// under test for the same cores, and the figures say how much it took.
// Usage: node load-generator.ts '<autocannon options as JSON>'; prints one JSON line: autocannon's result and cpuMs.
import autocannon from "autocannon";

const options = JSON.parse(process.argv[2] ?? "{}");
const started = performance.now();
const result = await autocannon(options);
const cpu = process.cpuUsage();
process.stdout.write(
  `${JSON.stringify({ ...result, cpuMs: (cpu.user + cpu.system) / 1000, wallMs: performance.now() - started })}\n`,
);
