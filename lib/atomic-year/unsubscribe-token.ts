import "server-only";
// The unsubscribe token: the user id with an HMAC of it, keyed from AUTH_SECRET for this purpose
// only: it cannot be forged, cannot be turned into another person's, and means nothing to any other
// part of the shop. It does not expire, as a link in an e-mail must keep working. No database here,
// so the proxy can answer a bad link with a 404 before rendering anything.
import { z } from "zod";
import { env } from "@/lib/env";
import { signPayload, verifyPayload } from "@/lib/signed-token";

const PURPOSE = "atomic-guides:programme-emails-unsubscribe:v1";
const tokenShape = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/);

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is required to sign unsubscribe links");
  return value;
}

export function unsubscribeToken(userId: string): string {
  return `${userId}.${signPayload(PURPOSE, userId, secret())}`;
}

/** The user id a token was made for, or null for anything malformed or forged. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  const parsed = tokenShape.safeParse(token);
  if (!parsed.success) return null;
  const [userId = "", signature = ""] = parsed.data.split(".");
  return verifyPayload(PURPOSE, userId, signature, secret()) ? userId : null;
}
