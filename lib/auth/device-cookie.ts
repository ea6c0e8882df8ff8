import "server-only";
// Device cookies (OWASP's answer to lockouts caused by others): a browser where someone signed in
// with the right password carries a cookie naming that account, signed with AUTH_SECRET. Failed
// sign-ins from clients without it lock the account for such clients only; a browser presenting
// the account's cookie has its own small failure budget instead, so an attacker can slow guessing
// down but cannot keep the owner out. It grants nothing by itself: the password is still checked.
// Format: `<userId>.<deviceId>.<issued, epoch seconds>.<HMAC-SHA256, base64url>`.
import { randomBytes } from "node:crypto";
import { signPayload, verifyPayload } from "@/lib/signed-token";

export const DEVICE_COOKIE = "ag-device";
/** A year: the cookie is renewed at every sign-in, so a browser in use keeps it. */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export type DeviceClaim = { userId: string; deviceId: string };

const PURPOSE = "atomic-guides:device-cookie:v2";

/** A new cookie value for a browser that just signed in to `userId`. */
export function issueDeviceCookie(userId: string, secret: string, now = new Date()): string {
  const payload = `${userId}.${randomBytes(16).toString("base64url")}.${Math.floor(now.getTime() / 1000)}`;
  return `${payload}.${signPayload(PURPOSE, payload, secret)}`;
}

/** The account and device a cookie value names, when this shop signed it and it has not expired. */
export function verifyDeviceCookie(value: string | null | undefined, secret: string | undefined, now = new Date()): DeviceClaim | null {
  if (!value || !secret || value.length > 200) return null;
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!match) return null;
  const [, userId = "", deviceId = "", issued = "", signature = ""] = match;
  if (!verifyPayload(PURPOSE, `${userId}.${deviceId}.${issued}`, signature, secret)) return null;
  const age = now.getTime() / 1000 - Number(issued);
  if (age > DEVICE_COOKIE_MAX_AGE_SECONDS || age < -300) return null;
  return { userId, deviceId };
}

/** The device cookie's value in a Cookie header, if there is one. */
export function deviceCookieIn(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === DEVICE_COOKIE) return part.slice(separator + 1).trim();
  }
  return null;
}
