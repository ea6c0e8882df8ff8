import "server-only";
// The browser that bought a gift. A visitor's gift order has no user, so the browser that started
// its checkout gets an httpOnly, SameSite=Lax cookie holding 256 random bits, and the order stores
// only its SHA-256. That browser (and no other, whoever learns the checkout session id from an
// address bar or a log) may open the sandbox checkout and see the gift's details on /gift-success.
// One value per browser, reused for every gift it buys.
import { cookies } from "next/headers";
import { hashToken, isTokenShaped, newRawToken } from "@/lib/auth/tokens";
import { env } from "@/lib/env";

export const GIFT_BUYER_COOKIE = "gift_buyer";
const MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The hash stored with the order for a presented cookie value; null for a missing or malformed one. */
export function buyerKeyHash(raw: string | null | undefined): string | null {
  return raw && isTokenShaped(raw) ? hashToken(raw) : null;
}

/** The hash of this browser's key, creating and setting the cookie first when it has none. Only
 * where cookies may be written (a server action). */
export async function ensureGiftBuyerKeyHash(): Promise<string> {
  const jar = await cookies();
  const existing = buyerKeyHash(jar.get(GIFT_BUYER_COOKIE)?.value);
  if (existing) return existing;
  const raw = newRawToken();
  jar.set(GIFT_BUYER_COOKIE, raw, { httpOnly: true, sameSite: "lax", secure: env().SITE_URL.startsWith("https:"), path: "/", maxAge: MAX_AGE_SECONDS });
  return hashToken(raw);
}

/** The hash of the key this request presents, if any. */
export async function presentedGiftBuyerKeyHash(): Promise<string | null> {
  return buyerKeyHash((await cookies()).get(GIFT_BUYER_COOKIE)?.value);
}
