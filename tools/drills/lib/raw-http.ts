// HTTP/1.1 written byte for byte on a socket, for requests no HTTP client would send: invalid bytes, CR/LF
// inside values, lying or missing lengths, huge headers. Every request asks for `Connection: close` (unless the
// caller writes its own head) and reads until the server closes, at most `timeoutMs`.
import { connect } from "node:net";

export type RawRequest = {
  method: string;
  path: string;
  /** Sent in this order, as written (duplicates allowed). Host and Connection are added unless present. */
  headers?: [string, string][];
  body?: Buffer | string;
  /** Send the body chunked (no Content-Length). Otherwise Content-Length is added unless `headers` has one. */
  chunked?: boolean;
  /** The whole head (request line and headers, without the blank line) instead of method/path/headers. */
  rawHead?: string;
  /** The address to connect from, e.g. 127.0.0.23: another client as far as the server can tell. */
  localAddress?: string;
};

export type RawResponse = {
  /** The status code, or "hang" (no complete answer within the time) or "no answer" (closed without one). */
  status: number | "hang" | "no answer";
  ms: number;
  head: string;
  /** The first 300 bytes of the body. */
  bodyStart: string;
};

export function rawRequest(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawResponse> {
  const body = typeof request.body === "string" ? Buffer.from(request.body, "utf8") : (request.body ?? Buffer.alloc(0));
  let head = request.rawHead;
  if (head === undefined) {
    const headers = [...(request.headers ?? [])];
    const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name);
    if (!has("host")) headers.unshift(["Host", `127.0.0.1:${port}`]);
    if (!has("connection")) headers.push(["Connection", "close"]);
    if (request.chunked) headers.push(["Transfer-Encoding", "chunked"]);
    else if (
      !has("content-length") &&
      (body.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(request.method))
    ) {
      headers.push(["Content-Length", String(body.length)]);
    }
    head = [`${request.method} ${request.path} HTTP/1.1`, ...headers.map(([key, value]) => `${key}: ${value}`)].join(
      "\r\n",
    );
  }
  const payload = request.chunked ? chunk(body) : body;

  return new Promise((resolve) => {
    const started = performance.now();
    const socket = connect({
      port,
      host: "127.0.0.1",
      ...(request.localAddress ? { localAddress: request.localAddress } : {}),
    });
    const received: Buffer[] = [];
    let settled = false;
    const finish = (status?: RawResponse["status"]) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(received).toString("latin1");
      const end = text.indexOf("\r\n\r\n");
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({
        status: match ? Number(match[1]) : (status ?? "no answer"),
        ms: performance.now() - started,
        head: end >= 0 ? text.slice(0, end) : text.slice(0, 2_000),
        bodyStart: end >= 0 ? text.slice(end + 4, end + 304) : "",
      });
    };
    const timer = setTimeout(() => finish("hang"), timeoutMs);
    socket.on("data", (data: Buffer) => received.push(data));
    socket.on("end", () => finish());
    socket.on("close", () => finish());
    // A server may answer (413, 431) and close before it has read everything: the answer is what counts.
    socket.on("error", () => finish());
    socket.on("connect", () => {
      socket.write(`${head}\r\n\r\n`, "latin1");
      if (payload.length > 0) socket.write(payload);
    });
  });
}

/** The body in 64 KiB chunks, with the terminating zero-length chunk. */
function chunk(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  for (let offset = 0; offset < body.length; offset += 65_536) {
    const piece = body.subarray(offset, offset + 65_536);
    parts.push(Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from("\r\n"));
  }
  parts.push(Buffer.from("0\r\n\r\n"));
  return Buffer.concat(parts);
}
