import "server-only";
// The key in the link of "We could not deliver your gift" (…/gift-success?session_id=…&key=…): an
// HMAC of the order's id under a key derived from AUTH_SECRET for this purpose only. The e-mail goes
// to the giver's address alone, so holding the link proves the giver as the buyer's browser cookie
// does (lib/gifts/buyer-key.ts), also in another browser, or after that cookie's 30 days.
import { env } from "@/lib/env";
import { signPayload, verifyPayload } from "@/lib/signed-token";

const PURPOSE = "atomic-guides:gift-order:v1";

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is required to sign gift order links");
  return value;
}

export function giftOrderKey(orderId: string): string {
  return signPayload(PURPOSE, orderId, secret());
}

/** Whether `key` is this shop's key of `orderId`'s link. */
export function isGiftOrderKey(orderId: string, key: unknown): boolean {
  return verifyPayload(PURPOSE, orderId, key, env().AUTH_SECRET);
}
