import "server-only";
// Buying The Atomic Year for oneself: the browser sends nothing but the click. The server decides
// who buys (the signed-in person), the price (the products table) and whether they may (not while
// a programme of theirs runs or waits: they may gift one instead), stores the pending order, and
// opens the provider's checkout.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { openCheckoutSession, type CheckoutStart } from "@/lib/payments/checkout-session";
import { loadAtomicYearProduct } from "./queries";
import { programmesOf } from "./subscriptions";

export const SIGN_IN_TO_PURCHASE = "Please sign in to purchase guides.";
export const ALREADY_RUNNING = "Your Atomic Year is already running. You can give one as a gift instead.";

export type AtomicYearCheckoutStart =
  CheckoutStart | { ok: false; error: string; reason: "signed_out" } | { ok: false; error: string; reason: "running"; endsOn: Date };

export async function createAtomicYearCheckout(user: { id: string; email: string } | null): Promise<AtomicYearCheckoutStart> {
  if (!user) return { ok: false, reason: "signed_out", error: SIGN_IN_TO_PURCHASE };
  const running = await programmesOf(user.id);
  const last = running[running.length - 1];
  if (last) return { ok: false, reason: "running", error: ALREADY_RUNNING, endsOn: last.subscriptionEnd };

  const product = await loadAtomicYearProduct();
  const order = await db().order.create({
    data: {
      userId: user.id,
      kind: "atomic_year",
      subtotalCents: product.priceCents,
      totalCents: product.priceCents,
      customerEmail: user.email,
      returnPath: "/atomic-year",
      items: { create: [{ guideId: null, name: product.name, unitCents: product.priceCents }] },
    },
    select: { id: true },
  });

  const site = env().SITE_URL;
  return openCheckoutSession({
    orderId: order.id,
    customerEmail: user.email,
    lineItems: [
      {
        name: product.name,
        description: "Twelve guides, one a month, with check-in e-mails. One-time payment, no recurring billing.",
        unitAmountCents: product.priceCents,
        quantity: 1,
        stripePriceId: product.stripePriceId,
      },
    ],
    metadata: { order_id: order.id, user_id: user.id, purchase_type: "atomic_year", is_atomic_year: "true" },
    successUrl: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}/atomic-year`,
  });
}
