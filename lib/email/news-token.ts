import "server-only";
// The news unsubscribe token: the user id with an HMAC of it, keyed from AUTH_SECRET for this purpose
// only, so it cannot be forged, cannot be turned into another person's, and is not an Atomic Year
// unsubscribe token (lib/atomic-year/unsubscribe-token.ts has a purpose of its own). It does not
// expire, as a link in an e-mail must keep working, so it only ever unsubscribes: turning news on
// again from the page takes the short-lived rejoin token the page's unsubscribe hands back (a
// forwarded e-mail must not let someone else opt its reader in). No database here: the proxy checks it.
import { z } from "zod";
import { env } from "@/lib/env";
import { signPayload, verifyExpiringPayload, verifyPayload } from "@/lib/signed-token";

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

const REJOIN_PURPOSE = "atomic-guides:news-emails-rejoin:v1";
/** How long after unsubscribing the page may undo it. */
const REJOIN_SECONDS = 60 * 60;
const rejoinShape = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.\d{1,12}\.[A-Za-z0-9_-]{43}$/);

/** The token that lets the page that just unsubscribed `userId` undo it, for an hour. */
export function newsRejoinToken(userId: string, nowMs = Date.now()): string {
  const until = Math.floor(nowMs / 1000) + REJOIN_SECONDS;
  return `${userId}.${until}.${signPayload(REJOIN_PURPOSE, `${userId}.${until}`, secret())}`;
}

/** Whether `token` is a rejoin token for `userId` that has not expired. */
export function verifyNewsRejoinToken(token: unknown, userId: string, nowMs = Date.now()): boolean {
  const parsed = rejoinShape.safeParse(token);
  if (!parsed.success) return false;
  const [tokenUserId = "", until = "", signature = ""] = parsed.data.split(".");
  if (tokenUserId !== userId) return false;
  return verifyExpiringPayload(REJOIN_PURPOSE, `${tokenUserId}.${until}`, signature, secret(), Number(until), Math.floor(nowMs / 1000)) === "ok";
}
