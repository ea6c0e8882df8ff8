// Signatures for values the shop hands out and must recognise when they come back (unsubscribe
// links, the return path of a confirmation link, local file links, device cookies). Each use names a
// purpose: the signing key is derived from the secret and the purpose, so a signature made for one
// use never verifies for another. Comparison is constant-time and accepts only the canonical
// base64url spelling of the signature. No database and no Node-only API beyond node:crypto.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Whether `candidate` is `secret` (the cron secret, the local tools' key), compared in constant
 * time: digests have one length whatever was sent, so neither the secret nor its length shows. */
export function isSameSecret(candidate: string | null | undefined, secret: string | null | undefined): boolean {
  if (!secret || !candidate) return false;
  return timingSafeEqual(digest(candidate), digest(secret));
}

/** The HMAC-SHA256 signature of `payload` for `purpose`, base64url (43 characters). */
export function signPayload(purpose: string, payload: string, secret: string): string {
  return mac(purpose, payload, secret).toString("base64url");
}

/** Whether `signature` is this shop's signature of `payload` for `purpose`. */
export function verifyPayload(purpose: string, payload: string, signature: unknown, secret: string | undefined): boolean {
  if (!secret || typeof signature !== "string" || !/^[A-Za-z0-9_-]{43}$/.test(signature)) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(purpose, payload, secret);
  // The string must be the canonical encoding too: the last character's unused bits could otherwise
  // be flipped to give one signature several spellings.
  return given.length === expected.length && timingSafeEqual(given, expected) && given.toString("base64url") === signature;
}

/** verifyPayload for a payload valid until `expiresAtSeconds` (epoch seconds, inclusive). */
export function verifyExpiringPayload(
  purpose: string,
  payload: string,
  signature: unknown,
  secret: string | undefined,
  expiresAtSeconds: number,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): "ok" | "expired" | "invalid" {
  if (!verifyPayload(purpose, payload, signature, secret)) return "invalid";
  return expiresAtSeconds < nowSeconds ? "expired" : "ok";
}

function mac(purpose: string, payload: string, secret: string): Buffer {
  const key = createHmac("sha256", secret).update(purpose).digest();
  return createHmac("sha256", key).update(payload).digest();
}
