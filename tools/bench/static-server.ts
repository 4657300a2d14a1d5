// The throughput baseline: the smallest useful HTTP server, answering each path with a fixed buffer read from a
// file at start-up (no compression, no headers beyond Content-Type, one `res.end(buffer)`).
//
//   node tools/bench/static-server.ts <port> </path=file.html>...
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [portArgument, ...routes] = process.argv.slice(2);
const pages = new Map<string, Buffer>();
for (const route of routes) {
  const separator = route.indexOf("=");
  pages.set(route.slice(0, separator), readFileSync(route.slice(separator + 1)));
}

const server = createServer((req, res) => {
  const body = pages.get(req.url ?? "");
  if (!body) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
  res.end(body);
});
server.listen(Number(portArgument), "127.0.0.1", () => console.log(`baseline listening on ${portArgument}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
