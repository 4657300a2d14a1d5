// A visitor in a process of its own, for `pnpm bench --serving` (serving.ts): asks for one URL after another
// (20 ms apart) for a number of seconds and prints how long each took. In the benchmark's own process its
// timings also measured that process's work (reading tens of thousands of log lines a second from the server).
// Usage: node visitor.ts <url> <seconds>; prints one JSON line: { times: number[] (ms), timeouts }.
const [url = "", seconds = "10"] = process.argv.slice(2);
const until = performance.now() + Number(seconds) * 1000;
const times: number[] = [];
let timeouts = 0;
while (performance.now() < until) {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers: { "accept-encoding": "br" }, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  } catch {
    timeouts += 1;
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.stdout.write(`${JSON.stringify({ times, timeouts })}\n`);
