import "server-only";
// One-click unsubscribe from the Atomic Year's e-mails other than guide drops (RFC 8058). The token
// is the user id with an HMAC of it, keyed from AUTH_SECRET for this purpose only: it cannot be
// forged, cannot be turned into another person's, and means nothing to any other part of the shop.
// It does not expire, as a link in an e-mail must keep working.
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

const PURPOSE = "atomic-guides:programme-emails-unsubscribe:v1";
const tokenShape = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/);

function mac(userId: string): Buffer {
  const secret = env().AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is required to sign unsubscribe links");
  const key = createHmac("sha256", secret).update(PURPOSE).digest();
  return createHmac("sha256", key).update(userId).digest();
}

export function unsubscribeToken(userId: string): string {
  return `${userId}.${mac(userId).toString("base64url")}`;
}

/** The user id a token was made for, or null for anything malformed or forged. */
export function verifyUnsubscribeToken(token: unknown): string | null {
  const parsed = tokenShape.safeParse(token);
  if (!parsed.success) return null;
  const [userId = "", signature = ""] = parsed.data.split(".");
  const given = Buffer.from(signature, "base64url");
  const expected = mac(userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The page where a person confirms (or undoes) the unsubscribe. */
export function unsubscribePageUrl(userId: string): string {
  return `${env().SITE_URL}/unsubscribe?token=${unsubscribeToken(userId)}`;
}

/** The headers of a programme e-mail that may be unsubscribed from with one click. */
export function listUnsubscribeHeaders(userId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${env().SITE_URL}/api/unsubscribe?token=${unsubscribeToken(userId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** Sets the person's choice; false when the account no longer exists. */
export async function setProgrammeEmailsOptOut(userId: string, optOut: boolean): Promise<boolean> {
  const updated = await db().user.updateMany({ where: { id: userId }, data: { programmeEmailsOptOut: optOut } });
  return updated.count === 1;
}
