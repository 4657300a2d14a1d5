// How a cached page is compressed and answered. A page is compressed twice: once quickly when it is rendered
// (brotli quality 5, gzip 6: a few milliseconds, on libuv's thread pool), and again at the final levels
// (brotli 9, gzip 9: about 2 % smaller for some 40 times the CPU) only if it is requested again, one page at a time in the background, so a request never waits for the slow levels
// and a page seen once (a crawler's odd URL) never pays for them. Each encoding has its own validator: a
// cache that revalidates one encoding can never be handed another's body.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gunzip, gunzipSync, gzip, constants as zlib } from "node:zlib";
import Negotiator from "negotiator";

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

export type Encoding = "br" | "gzip" | "identity";

/**
 * The compressed bodies of a page. The uncompressed one is not kept: it is most of a page's bytes (139 KB
 * against 11 KB in brotli for the comparison), browsers and CDNs never ask for it, and it is made again from
 * the gzip body for a client that does (a fraction of a millisecond).
 */
export type EncodedBodies = { br: Buffer; gzip: Buffer };

const LEVELS = {
  fast: { br: 5, gzip: 6 },
  // Brotli 10-11 cost several times 9's CPU for a few per cent more.
  final: { br: 9, gzip: 9 },
} as const;

export async function compressPage(identity: Buffer, levels: keyof typeof LEVELS): Promise<EncodedBodies> {
  const level = LEVELS[levels];
  const [br, gz] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: level.br,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: level.gzip }),
  ]);
  return { br: exact(br), gzip: exact(gz) };
}

/** The uncompressed body again, for a client that takes no compression. */
export function uncompressed(bodies: EncodedBodies): Buffer {
  return gunzipSync(bodies.gzip);
}

/** The same, off the event loop, to compress it again at the final levels. */
export function uncompressedAsync(bodies: EncodedBodies): Promise<Buffer> {
  return gunzipAsync(bodies.gzip);
}

/**
 * The bytes in memory of their own size. zlib hands back its output as a view of a 64 KiB chunk, so a 10 KB
 * compressed page kept 64 KiB alive: the page cache, which counts the bodies' lengths against its budget,
 * held about twice the memory it counted.
 */
function exact(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(copy);
  return copy;
}

/** The validator of the uncompressed bytes; each encoding's ETag is derived from it. */
export function contentHash(identity: Buffer): string {
  return createHash("sha256").update(identity).digest("base64url").slice(0, 27);
}

/**
 * The ETag of one encoding of a page. The compressed ones are weak (RFC 9110 8.8.1): their bytes change when
 * the page is recompressed at the best level, while what they decode to does not.
 */
export function encodingEtag(hash: string, encoding: Encoding): string {
  if (encoding === "identity") return `"${hash}"`;
  return `W/"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

const AVAILABLE: Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding to send for an Accept-Encoding header, honouring q-values (`br;q=0` refuses brotli). No header
 * means identity. When even identity is refused (`identity;q=0, *;q=0`) it is sent anyway, as RFC 9110 12.5.3
 * allows, rather than a 406 no browser would understand.
 */
export function chooseEncoding(acceptEncoding: string | null | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  const known = chosen.get(acceptEncoding);
  if (known) return known;
  // Ties go to the first of AVAILABLE (brotli), whatever order the client listed them in.
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } }) as unknown as {
    encodings(available: Encoding[], options: { preferred: Encoding[] }): Encoding[];
  };
  const encoding = negotiator.encodings(AVAILABLE, { preferred: AVAILABLE })[0] ?? "identity";
  if (chosen.size >= REMEMBERED_HEADERS) chosen.clear();
  chosen.set(acceptEncoding, encoding);
  return encoding;
}

// Browsers send a handful of distinct Accept-Encoding values: each is parsed once. The bound keeps a client
// that sends a new value each time from growing the memory.
const REMEMBERED_HEADERS = 100;
const chosen = new Map<string, Encoding>();

/** Whether If-None-Match names this ETag (weak comparison, RFC 9110 13.1.2), or is `*`. */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
