// A strand's bundle: its four guides for the price an admin set. Someone who already owns some of
// them pays the bundle's price less a fair share for what they own (price × missing / all, rounded
// to cents), never more than the missing guides bought one by one and never less than the smallest
// card payment; someone who owns them all is not offered it. The arithmetic, shared by the server
// (which prices the checkout from what the account owns then) and the pages' display copies.
import type { PricedItem } from "./pricing";

/** The smallest amount a card payment may be (Stripe's minimum charge in US dollars). */
export const MIN_CHARGE_CENTS = 50;

export type BundleGuide = { id: string; title: string; priceCents: number };

export type BundleQuote = { ok: true; missing: BundleGuide[]; priceCents: number; separateCents: number } | { ok: false; reason: "owns_all" | "empty" };

export function quoteBundle(bundlePriceCents: number, guides: readonly BundleGuide[], owned: ReadonlySet<string>): BundleQuote {
  if (guides.length === 0) return { ok: false, reason: "empty" };
  const missing = guides.filter((guide) => !owned.has(guide.id));
  if (missing.length === 0) return { ok: false, reason: "owns_all" };
  const separateCents = missing.reduce((sum, guide) => sum + guide.priceCents, 0);
  const share = Math.round((bundlePriceCents * missing.length) / guides.length);
  const priceCents = Math.max(MIN_CHARGE_CENTS, Math.min(share, separateCents));
  return { ok: true, missing, priceCents, separateCents };
}

/** "Power bundle: 3 missing guides" (or "Power bundle: all 4 guides" for someone who owns none). */
export function bundleLineName(strandName: string, missingCount: number, guideCount: number): string {
  if (missingCount === guideCount) return `${strandName} bundle: all ${guideCount} guides`;
  return `${strandName} bundle: ${missingCount} missing ${missingCount === 1 ? "guide" : "guides"}`;
}

/** What "You already own every Power guide" says when the bundle is not offered. */
export function ownsAllMessage(strandName: string): string {
  return `You already own every ${strandName} guide, so the ${strandName} bundle is not offered.`;
}

/** Splits `cents` over `count` parts in whole cents, the first parts taking the odd cents. */
export function splitCents(cents: number, count: number): number[] {
  const base = Math.floor(cents / count);
  const rest = cents - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < rest ? 1 : 0));
}

/** A bundle as a cart line the pricing rules see: one item, never one of "every second guide free"'s guides. */
export function bundleItem(priceCents: number): PricedItem {
  return { guideId: null, priceCents, bundle: true };
}
