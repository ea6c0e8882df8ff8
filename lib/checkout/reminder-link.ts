import "server-only";
// The link in the reminder of an unfinished checkout: the order's id and an HMAC of the account's id
// with it (keyed from AUTH_SECRET for this purpose only). It carries no price and no guide: following
// it, the signed-in owner of that order sees what they left, priced now (a bundle as a bundle), and
// starts a fresh checkout of it (createGuideCheckout re-prices on the server). The signature verifies only for the account the
// order belongs to, so a forwarded link does nothing for anyone else, and any change breaks it.
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { signPayload, verifyPayload } from "@/lib/signed-token";
import type { Strand } from "@/lib/catalog/strands";
import { priceBundles } from "./bundles";
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

/** One line of what a checkout left: a guide at its price, or a bundle priced for the person now. */
type LeftLine = { key: string; title: string; priceCents: number };

export type LeftItems = {
  /** What is still to buy, in the order's order, at today's prices. */
  lines: LeftLine[];
  /** What a fresh checkout of it asks for: the guides, and the bundles by strand. */
  guideIds: string[];
  bundles: Strand[];
  /** Guides of that checkout the person owns by now (left out). */
  ownedTitles: string[];
};

export type LeftCheckout = LeftItems & { promoCode: string | null };

type OrderLine = { guideId: string | null; bundleStrand: Strand | null };

/**
 * What an order's items leave for `userId` now: its guides not owned, each at today's price, and its
 * bundles as priceBundles prices them for the person today (a guide bought meanwhile lowers the price;
 * one owned whole is left out). A bundle no longer on sale leaves its guides, priced one by one.
 */
export async function leftItems(userId: string, items: readonly OrderLine[]): Promise<LeftItems> {
  const strands = [...new Set(items.flatMap((item) => (item.bundleStrand ? [item.bundleStrand] : [])))];
  const bundles = await priceBundles(userId, strands);
  const offered = new Set(bundles.flatMap((bundle) => (bundle.offer.ok ? [bundle.strand] : [])));
  const ownedWhole = new Set(bundles.flatMap((bundle) => (!bundle.offer.ok && bundle.offer.ownsAll ? [bundle.strand] : [])));
  const single = items.filter((item) => !item.bundleStrand || (!offered.has(item.bundleStrand) && !ownedWhole.has(item.bundleStrand)));
  const ids = single.flatMap((item) => (item.guideId ? [item.guideId] : []));
  const bundleIds = items.flatMap((item) => (item.bundleStrand && ownedWhole.has(item.bundleStrand) && item.guideId ? [item.guideId] : []));
  const [guides, owned] = await Promise.all([
    db().guide.findMany({ where: { id: { in: [...ids, ...bundleIds] }, released: true }, select: { id: true, title: true, priceCents: true } }),
    db().userGuide.findMany({ where: { userId, guideId: { in: ids } }, select: { guideId: true } }),
  ]);
  const ownedIds = new Set(owned.map((row) => row.guideId));
  const left: LeftItems = { lines: [], guideIds: [], bundles: [], ownedTitles: [] };
  for (const item of items) {
    const strand = item.bundleStrand;
    if (strand && (offered.has(strand) || ownedWhole.has(strand))) {
      const bundle = bundles.find((entry) => entry.strand === strand)!;
      if (bundle.offer.ok && !left.bundles.includes(strand)) {
        left.lines.push({ key: `bundle:${strand}`, title: bundle.offer.line, priceCents: bundle.offer.priceCents });
        left.bundles.push(strand);
      }
      if (!bundle.offer.ok) left.ownedTitles.push(...guides.filter((guide) => guide.id === item.guideId).map((guide) => guide.title));
      continue;
    }
    const guide = guides.find((entry) => entry.id === item.guideId);
    if (!guide) continue;
    if (ownedIds.has(guide.id)) left.ownedTitles.push(guide.title);
    else {
      left.lines.push({ key: guide.id, title: guide.title, priceCents: guide.priceCents });
      left.guideIds.push(guide.id);
    }
  }
  return left;
}

/** What the person left in the checkout the link names, or null when the link is not theirs. */
export async function leftCheckout(user: { id: string }, token: unknown): Promise<LeftCheckout | null> {
  const orderId = orderIdFor(user.id, token);
  if (!orderId) return null;
  const order = await db().order.findFirst({
    where: { id: orderId, userId: user.id, kind: "guides" },
    select: { promoCode: true, items: { select: { guideId: true, bundleStrand: true }, orderBy: { id: "asc" } } },
  });
  if (!order) return null;
  return { ...(await leftItems(user.id, order.items)), promoCode: order.promoCode };
}

/** Starts a fresh checkout of what the link's checkout left (the guides not owned by now). */
export async function resumeCheckout(user: { id: string; email: string }, token: unknown): Promise<CheckoutStart> {
  const left = await leftCheckout(user, token);
  if (!left) return { ok: false, error: "This link is not valid for your account." };
  if (left.lines.length === 0) return { ok: false, error: "You already own everything from that checkout." };
  return createGuideCheckout(user, { guideIds: left.guideIds, bundles: left.bundles, promoCode: left.promoCode, returnPath: "/cart" });
}
