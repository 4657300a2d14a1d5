// The secrets in confirmation and unsubscribe links: random, single-purpose, stored only as hashes.
import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes in base64url: 43 characters, 256 bits. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps instead of the token (hex SHA-256): a leaked table holds no working links. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** True for anything newToken() could have made; other input never reaches the database. */
export function isWellFormedToken(token: unknown): token is string {
  return typeof token === "string" && /^[A-Za-z0-9_-]{43}$/.test(token);
}
