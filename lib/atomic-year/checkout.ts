import "server-only";
// Buying The Atomic Year for oneself: the browser sends nothing but the click. The server decides
// who buys (the signed-in person), the price (the products table) and whether they may (not while
// a programme of theirs runs or waits: they may gift one instead), stores the pending order, and
// opens the provider's checkout.
import { env } from "@/lib/env";
import { db } from "@/lib/db";
import { expireOpenCheckout, openCheckoutSession, type CheckoutStart } from "@/lib/payments/checkout-session";
import { priceCart } from "@/lib/cart/pricing";
import { closeUnpaidCheckoutsWithCode, CODE_HELD_BY_NEWER, createOrderWithCode, keepNewestHoldOfCode } from "@/lib/discounts/redeem";
import { discountedLineName } from "@/lib/discounts/line-name";
import { normalisePromoCode } from "@/lib/discounts/messages";
import { loadAtomicYearProduct } from "./queries";
import { programmesOf } from "./subscriptions";

export const SIGN_IN_TO_PURCHASE = "Please sign in to purchase guides.";
export const ALREADY_RUNNING = "Your Atomic Year is already running. You can give one as a gift instead.";

export type AtomicYearCheckoutStart = CheckoutStart | { ok: false; error: string; reason: "running"; endsOn: Date };

export async function createAtomicYearCheckout(user: { id: string; email: string }, promoCode: string | null = null): Promise<AtomicYearCheckoutStart> {
  const running = await programmesOf(user.id);
  const last = running[running.length - 1];
  if (last) return { ok: false, reason: "running", error: ALREADY_RUNNING, endsOn: last.subscriptionEnd };

  await closeOpenCheckoutsWithCode(user.id, normalisePromoCode(promoCode));
  await closeUnpaidCheckoutsWithCode(promoCode, { userId: user.id, email: user.email });
  const product = await loadAtomicYearProduct();
  const created = await createOrderWithCode(
    { code: promoCode, target: "atomic_year", customer: { userId: user.id, email: user.email } },
    async (tx, discount) => {
      const price = priceCart([{ guideId: null, priceCents: product.priceCents }], discount?.rule ?? null);
      const order = await tx.order.create({
        data: {
          userId: user.id,
          kind: "atomic_year",
          subtotalCents: price.subtotalCents,
          discountCents: price.discountCents,
          totalCents: price.totalCents,
          promoCode: price.promoCode,
          discountCodeId: discount?.id ?? null,
          customerEmail: user.email,
          returnPath: "/atomic-year",
          items: { create: [{ guideId: null, name: product.name, unitCents: product.priceCents, discountCents: price.discountCents }] },
        },
        select: { id: true, createdAt: true, discountCodeId: true },
      });
      return { order, price };
    },
  );
  if (!created.ok) return created;
  const { order, price } = created.value;

  const site = env().SITE_URL;
  const started = await openCheckoutSession({
    orderId: order.id,
    customerEmail: user.email,
    lineItems: [
      {
        name: discountedLineName(product.name, { priceCents: price.subtotalCents, discountCents: price.discountCents }, price.promoCode),
        description: "Twelve guides, one a month, with check-in e-mails. One-time payment, no recurring billing.",
        unitAmountCents: price.totalCents,
        quantity: 1,
        // A configured Price id only matches the undiscounted amount.
        stripePriceId: price.discountCents > 0 ? null : product.stripePriceId,
      },
    ],
    metadata: { order_id: order.id, user_id: user.id, purchase_type: "atomic_year", is_atomic_year: "true" },
    successUrl: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}/atomic-year`,
    // A capped code's use is held only while the checkout can be paid: 30 minutes.
    shortLived: created.capped,
  });
  // A capped code's use stays with this person's newest checkout of any kind (lib/discounts/redeem.ts).
  if (started.ok && created.capped && !(await keepNewestHoldOfCode(order, { userId: user.id, email: user.email })))
    return { ok: false, error: CODE_HELD_BY_NEWER };
  return started;
}

/**
 * Expires this person's unpaid Atomic Year checkouts priced with `code` before a new one with it
 * opens, so their checkouts hold one use of a code between them. Without a code the earlier
 * checkout stays open: paying both refunds the second in full (lib/fulfilment). One paid
 * meanwhile is left for its payment to settle.
 */
async function closeOpenCheckoutsWithCode(userId: string, code: string | null): Promise<void> {
  if (!code) return;
  const open = await db().order.findMany({
    where: { userId, kind: "atomic_year", status: "pending", checkoutSessionId: { not: null }, discountCode: { code } },
    select: { checkoutSessionId: true },
  });
  for (const order of open) await expireOpenCheckout(order.checkoutSessionId!);
}
