// The Sanity publish webhook: a correctly signed POST empties the content cache, so a publish shows on the
// site within seconds. Everything else is refused, and without a configured secret it fails closed (401).
import { WEBHOOK_BODY_LIMIT_BYTES } from "@casinolupa/domain";
import { isValidSignature, SIGNATURE_HEADER_NAME } from "@sanity/webhook";
import { invalidateContent } from "../../content.server";
import { env } from "../../env.server";
import type { Route } from "./+types/sanity-webhook";

/** Sanity's webhook bodies are small; anything larger is not one of them. */
const MAX_BODY_BYTES = WEBHOOK_BODY_LIMIT_BYTES;

const json = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return json(405, { error: "Method not allowed" });
  const secret = env.SANITY_WEBHOOK_SECRET;
  const signature = request.headers.get(SIGNATURE_HEADER_NAME);
  if (!secret || !signature) return json(401, { error: "Unauthorized" });

  const declaredLength = Number(request.headers.get("content-length") ?? 0);
  if (declaredLength > MAX_BODY_BYTES) return json(413, { error: "Payload too large" });
  const body = await request.text();
  if (Buffer.byteLength(body) > MAX_BODY_BYTES) return json(413, { error: "Payload too large" });

  const valid = body !== "" && (await isValidSignature(body, signature, secret).catch(() => false));
  if (!valid || !isRecent(signature)) return json(401, { error: "Unauthorized" });

  invalidateContent();
  console.log("Content cache invalidated by the Sanity webhook");
  return json(200, { revalidated: true });
}

/** Sanity signs each delivery with its time; an old signature replayed later is refused. */
const MAX_SIGNATURE_AGE_MS = 10 * 60_000;

function isRecent(signature: string): boolean {
  const signedAt = Number(/^t=(\d+)/.exec(signature.trim())?.[1]);
  return Number.isFinite(signedAt) && Math.abs(Date.now() - signedAt) <= MAX_SIGNATURE_AGE_MS;
}

export function loader() {
  return json(405, { error: "Method not allowed" });
}
