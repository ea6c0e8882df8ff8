// Order pricing, computed on the server from catalogue prices (the browser's copies are display
// only) under the discount code's rule, if any: a percentage off each line, an amount off the order,
// or every second guide free (the cheapest ones when prices differ). The rule comes from the
// code's row (lib/discounts); this file is the arithmetic, shared with the cart's display copy.
import { formatAmount } from "@/lib/money";
// The smallest card payment: no code takes an order below it.
import { MIN_CHARGE_CENTS } from "./bundle-price";

/** `bundle`: a strand's bundle (lib/cart/bundle-price.ts), already a saving: a percentage or an
 * amount off applies to it as to any line, "every second guide free" leaves it out. */
export type PricedItem = { guideId: string | null; priceCents: number; bundle?: boolean };
type PricedLine = PricedItem & { discountCents: number };
export type CartPrice = { lines: PricedLine[]; subtotalCents: number; discountCents: number; totalCents: number; promoCode: string | null };

/** What a discount code does, as the server hands it to the cart and to checkout. */
export type DiscountRule = {
  code: string;
  name: string;
  kind: "percent_off" | "amount_off" | "second_guide_free";
  percentOff: number | null;
  amountOffCents: number | null;
};

/** "every second guide free", "20% off", "$3.00 off". */
export function describeDiscount(rule: Pick<DiscountRule, "kind" | "percentOff" | "amountOffCents">): string {
  if (rule.kind === "second_guide_free") return "every second guide free";
  if (rule.kind === "percent_off") return `${rule.percentOff ?? 0}% off`;
  return `${formatAmount(rule.amountOffCents ?? 0)} off`;
}

/** What to do for the code to save more, when the cart's last guide is one short of a free one:
 * "every second guide free" with an odd number of guides (one guide alone saves nothing). */
export function promoNudge(rule: Pick<DiscountRule, "kind">, guideCount: number): string | null {
  if (rule.kind !== "second_guide_free" || guideCount % 2 === 0) return null;
  return "Add one more guide and it is free.";
}

function lineDiscounts(items: readonly PricedItem[], rule: DiscountRule): number[] {
  if (rule.kind === "second_guide_free") {
    // The cheapest guides are the free ones; ties keep cart order (later items free first). A
    // bundle is priced as a saving already and is not one of the guides counted.
    const guides = items.map((item, index) => ({ index, price: item.priceCents, bundle: item.bundle === true })).filter((item) => !item.bundle);
    const freeIndexes = new Set(
      guides
        .sort((a, b) => a.price - b.price || b.index - a.index)
        .slice(0, Math.floor(guides.length / 2))
        .map((entry) => entry.index),
    );
    return items.map((item, index) => (freeIndexes.has(index) ? item.priceCents : 0));
  }
  if (rule.kind === "percent_off") {
    const percent = Math.min(100, Math.max(0, rule.percentOff ?? 0));
    return items.map((item) => Math.round((item.priceCents * percent) / 100));
  }
  // An amount off the order, taken from the lines in cart order (never below the smallest charge).
  let left = Math.max(0, rule.amountOffCents ?? 0);
  return items.map((item) => {
    const off = Math.min(left, item.priceCents);
    left -= off;
    return off;
  });
}

/** A code never takes an order that costs something below the smallest card payment: what would
 * take it below is given back, from the last discounted line first. */
function keepMinimumCharge(items: readonly PricedItem[], discounts: number[]): number[] {
  const subtotal = items.reduce((sum, item) => sum + item.priceCents, 0);
  let over = discounts.reduce((sum, cents) => sum + cents, 0) - Math.max(0, subtotal - MIN_CHARGE_CENTS);
  if (over <= 0) return discounts;
  const kept = [...discounts];
  for (let index = kept.length - 1; index >= 0 && over > 0; index--) {
    const back = Math.min(over, kept[index] ?? 0);
    kept[index] = (kept[index] ?? 0) - back;
    over -= back;
  }
  return kept;
}

export function priceCart(items: readonly PricedItem[], rule: DiscountRule | null): CartPrice {
  const discounts = rule ? keepMinimumCharge(items, lineDiscounts(items, rule)) : items.map(() => 0);
  const lines = items.map((item, index) => ({ ...item, discountCents: discounts[index] ?? 0 }));
  const subtotalCents = items.reduce((sum, item) => sum + item.priceCents, 0);
  const discountCents = lines.reduce((sum, line) => sum + line.discountCents, 0);
  return { lines, subtotalCents, discountCents, totalCents: subtotalCents - discountCents, promoCode: rule?.code ?? null };
}
