// Cart pricing, computed on the server from catalogue prices (the browser's copies are display
// only). Promo DOUBLETHESHELF: every second guide is free, the cheapest ones when prices differ.
import { PROMO_CODE } from "@/lib/catalog/constants";

export type PricedItem = { guideId: string; priceCents: number };
type PricedLine = PricedItem & { discountCents: number };
export type CartPrice = { lines: PricedLine[]; subtotalCents: number; discountCents: number; totalCents: number; promoCode: string | null };

export const INVALID_PROMO = "That promo code is not valid.";

/** The canonical promo code for what a person typed, or null when it is not a valid code. */
export function normalisePromoCode(input: string | null | undefined): string | null {
  const code = (input ?? "").trim().toUpperCase();
  return code === PROMO_CODE ? PROMO_CODE : null;
}

export function priceCart(items: readonly PricedItem[], promoCode: string | null): CartPrice {
  const freeCount = promoCode === PROMO_CODE ? Math.floor(items.length / 2) : 0;
  // The cheapest items are the free ones; ties keep cart order (later items free first).
  const freeIndexes = new Set(
    items
      .map((item, index) => ({ index, price: item.priceCents }))
      .sort((a, b) => a.price - b.price || b.index - a.index)
      .slice(0, freeCount)
      .map((entry) => entry.index),
  );
  const lines = items.map((item, index) => ({ ...item, discountCents: freeIndexes.has(index) ? item.priceCents : 0 }));
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return {
    lines,
    subtotalCents,
    discountCents,
    totalCents: subtotalCents - discountCents,
    promoCode: freeCount > 0 || promoCode === PROMO_CODE ? PROMO_CODE : null,
  };
}
