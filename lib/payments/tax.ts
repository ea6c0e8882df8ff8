// Stripe Tax as the shop sees it. With STRIPE_TAX=true a checkout session asks the provider to
// compute the buyer's tax, and the behaviour it was created with travels in the session's own
// metadata (TAX_BEHAVIOR_METADATA_KEY), so a payment is judged by the rule it was priced under even
// when the setting changes between checkout and payment. "exclusive": the tax is added on top of
// the shop's price; "inclusive": the price already holds it.
import { formatAmount } from "@/lib/money";

const TAX_BEHAVIORS = ["exclusive", "inclusive"] as const;
export type TaxBehavior = (typeof TAX_BEHAVIORS)[number];

/** The tax settings a provider creates sessions with; null when Stripe Tax is off. */
export type TaxSettings = { behavior: TaxBehavior } | null;

export const TAX_BEHAVIOR_METADATA_KEY = "tax_behavior";

export function taxBehaviorOf(value: unknown): TaxBehavior | null {
  return typeof value === "string" && (TAX_BEHAVIORS as readonly string[]).includes(value) ? (value as TaxBehavior) : null;
}

/** What the buyer should have paid for an order whose total is `orderTotalCents`: the total, plus
 * the tax when it comes on top. Without tax (behaviour null) the total alone. */
export function expectedAmountPaid(orderTotalCents: number, taxCents: number, behavior: TaxBehavior | null): number {
  return behavior === "exclusive" ? orderTotalCents + taxCents : orderTotalCents;
}

/** What an order charged the buyer, tax added on top included (a full refund gives all of it back). */
export function chargedCents(order: { totalCents: number; taxCents: number | null; taxBehavior: string | null }): number {
  return order.taxBehavior === "exclusive" ? order.totalCents + (order.taxCents ?? 0) : order.totalCents;
}

/** What the card was charged for `cents` of an order's total: with tax added on top, those cents
 * and their share of the tax (all of it for the whole total), so a refund of them gives back the tax
 * paid on them too. */
export function chargedShareCents(order: { totalCents: number; taxCents: number | null; taxBehavior: string | null }, cents: number): number {
  if (cents >= order.totalCents) return chargedCents(order);
  if (order.taxBehavior !== "exclusive" || !order.taxCents || order.totalCents <= 0) return cents;
  return cents + Math.round((order.taxCents * cents) / order.totalCents);
}

/** The tax line a receipt shows under the total: "Tax: $1.20" when it was added on top, "incl. tax
 * $1.00" when the prices held it; null for an order paid without tax. */
export function taxLine(order: { taxCents: number | null; taxBehavior: string | null }): string | null {
  if (order.taxCents === null) return null;
  const behavior = taxBehaviorOf(order.taxBehavior);
  if (!behavior) return null;
  return behavior === "inclusive" ? `incl. tax ${formatAmount(order.taxCents)}` : `Tax: ${formatAmount(order.taxCents)}`;
}
