import "server-only";
// The link in the reminder of an unfinished checkout: the order's id and an HMAC of the account's id
// with it (keyed from AUTH_SECRET for this purpose only). It carries no price and no guide: following
// it, the signed-in owner of that order sees what they left, priced now, and starts a fresh checkout
// of it (createGuideCheckout re-prices on the server). The signature verifies only for the account the
// order belongs to, so a forwarded link does nothing for anyone else, and any change breaks it.
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { signPayload, verifyPayload } from "@/lib/signed-token";
import { createGuideCheckout, type CheckoutStart } from "./create";

const PURPOSE = "atomic-guides:checkout-reminder-link:v1";
const tokenShape = z.string().regex(/^[A-Za-z0-9_-]{1,64}\.[A-Za-z0-9_-]{43}$/);

function secret(): string {
  const value = env().AUTH_SECRET;
  if (!value) throw new Error("AUTH_SECRET is required to sign checkout reminder links");
  return value;
}

function reminderLinkToken(userId: string, orderId: string): string {
  return `${orderId}.${signPayload(PURPOSE, `${userId}:${orderId}`, secret())}`;
}

/** The address the reminder's button opens. */
export function reminderCheckoutUrl(userId: string, orderId: string): string {
  return `${env().SITE_URL}/checkout/resume?token=${reminderLinkToken(userId, orderId)}`;
}

/** The order id of a token made for this account, or null (malformed, changed, or someone else's). */
function orderIdFor(userId: string, token: unknown): string | null {
  const parsed = tokenShape.safeParse(token);
  if (!parsed.success) return null;
  const [orderId = "", signature = ""] = parsed.data.split(".");
  return verifyPayload(PURPOSE, `${userId}:${orderId}`, signature, secret()) ? orderId : null;
}

export type LeftCheckout = {
  /** The guides still to buy, in the order's order, at today's prices. */
  guides: { id: string; title: string; priceCents: number }[];
  /** Guides of that checkout the person owns by now (left out). */
  ownedTitles: string[];
  promoCode: string | null;
};

/** What the person left in the checkout the link names, or null when the link is not theirs. */
export async function leftCheckout(user: { id: string }, token: unknown): Promise<LeftCheckout | null> {
  const orderId = orderIdFor(user.id, token);
  if (!orderId) return null;
  const order = await db().order.findFirst({
    where: { id: orderId, userId: user.id, kind: "guides" },
    select: { promoCode: true, items: { select: { guideId: true }, orderBy: { id: "asc" } } },
  });
  if (!order) return null;
  const ids = order.items.flatMap((item) => (item.guideId ? [item.guideId] : []));
  const [guides, owned] = await Promise.all([
    db().guide.findMany({ where: { id: { in: ids }, released: true }, select: { id: true, title: true, priceCents: true } }),
    db().userGuide.findMany({ where: { userId: user.id, guideId: { in: ids } }, select: { guideId: true } }),
  ]);
  const ownedIds = new Set(owned.map((row) => row.guideId));
  const inOrder = ids.flatMap((id) => guides.filter((guide) => guide.id === id));
  return {
    guides: inOrder.filter((guide) => !ownedIds.has(guide.id)),
    ownedTitles: inOrder.filter((guide) => ownedIds.has(guide.id)).map((guide) => guide.title),
    promoCode: order.promoCode,
  };
}

/** Starts a fresh checkout of what the link's checkout left (the guides not owned by now). */
export async function resumeCheckout(user: { id: string; email: string }, token: unknown): Promise<CheckoutStart> {
  const left = await leftCheckout(user, token);
  if (!left) return { ok: false, error: "This link is not valid for your account." };
  if (left.guides.length === 0) return { ok: false, error: "You already own everything from that checkout." };
  return createGuideCheckout(user, { guideIds: left.guides.map((guide) => guide.id), promoCode: left.promoCode, returnPath: "/cart" });
}
