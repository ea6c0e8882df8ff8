import "server-only";
// The news unsubscribe token: the user id with an HMAC of it, keyed from AUTH_SECRET for this purpose
// only, so it cannot be forged, cannot be turned into another person's, and is not an Atomic Year
// unsubscribe token (lib/atomic-year/unsubscribe-token.ts has a purpose of its own). It does not
// expire, as a link in an e-mail must keep working. No database here: the proxy checks it.
import { z } from "zod";
import { env } from "@/lib/env";
import { signPayload, verifyPayload } from "@/lib/signed-token";

const PURPOSE = "atomic-guides:news-emails-unsubscribe:v1";
const tokenShape = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/);

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is required to sign unsubscribe links");
  return value;
}

export function newsUnsubscribeToken(userId: string): string {
  return `${userId}.${signPayload(PURPOSE, userId, secret())}`;
}

/** The user id a token was made for, or null for anything malformed or forged. */
export function verifyNewsUnsubscribeToken(token: unknown): string | null {
  const parsed = tokenShape.safeParse(token);
  if (!parsed.success) return null;
  const [userId = "", signature = ""] = parsed.data.split(".");
  return verifyPayload(PURPOSE, userId, signature, secret()) ? userId : null;
}
