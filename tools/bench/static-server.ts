// The throughput baseline: the smallest useful HTTP server, answering each path with a fixed buffer read from a
// file at start-up (no work per request, no headers beyond Content-Type and Content-Encoding, one
// `res.end(buffer)`). A file named `*.html.<coding>` (`.html.br`, `.html.gzip`) is sent as it is, with that
// Content-Encoding.
//
//   node tools/bench/static-server.ts <port> </path=file.html[.<coding>]>...
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const [portArgument, ...routes] = process.argv.slice(2);
const pages = new Map<string, { body: Buffer; headers: Record<string, string> }>();
for (const route of routes) {
  const separator = route.indexOf("=");
  const file = route.slice(separator + 1);
  const coding = /\.html\.([\w-]+)$/.exec(file)?.[1];
  const headers = { "Content-Type": "text/html; charset=utf-8", ...(coding && { "Content-Encoding": coding }) };
  pages.set(route.slice(0, separator), { body: readFileSync(file), headers });
}

const server = createServer((req, res) => {
  const page = pages.get(req.url ?? "");
  if (!page) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(page.body);
});
server.listen(Number(portArgument), "127.0.0.1", () => console.log(`baseline listening on ${portArgument}`));
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
