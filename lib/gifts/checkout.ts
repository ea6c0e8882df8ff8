import "server-only";
// Buying a gift: the server prices it (a guide 600 cents, The Atomic Year 9900 from the catalogue
// constants), stores a pending order of a gift kind together with its Gift row (every detail, the
// delivery instant in the buyer's zone), then opens the checkout session. The gift is delivered
// only once the order is fulfilled. A visitor's order is bound to their browser (buyer-key.ts). A
// giver's new checkout with a capped code first closes their unpaid checkouts with it, and once
// open keeps the use from any started at the same moment, so a giver holds one of its uses at a time
// (lib/discounts/redeem.ts: a visitor is known by browser and by inbox).
import { ATOMIC_YEAR_GIFT_PRICE_CENTS, GUIDE_GIFT_PRICE_CENTS } from "@/lib/catalog/constants";
import { openCheckoutSession, type CheckoutStart } from "@/lib/payments/checkout-session";
import { db } from "@/lib/db";
import { priceCart } from "@/lib/cart/pricing";
import { closeUnpaidCheckoutsWithCode, CODE_HELD_BY_NEWER, createOrderWithCode, keepNewestHoldOfCode } from "@/lib/discounts/redeem";
import { discountedLineName } from "@/lib/discounts/line-name";
import { env } from "@/lib/env";
import { deliverAt } from "./delivery-time";
import { GIFT_MESSAGES, type GiftDetails } from "./rules";

export type GiftProduct = { guideId: string | null; title: string; description: string; priceCents: number; stripePriceId: string | null };

export const ATOMIC_YEAR_GIFT_TITLE = "The Atomic Year";

/** What `/gift?guide=` offers: a released guide, or The Atomic Year without a guide id; null for an unknown guide. */
export async function giftProduct(guideId: string | null): Promise<GiftProduct | null> {
  if (!guideId) {
    return {
      guideId: null,
      title: ATOMIC_YEAR_GIFT_TITLE,
      description: "Twelve guides over twelve months, one a month, with check-ins along the way",
      priceCents: ATOMIC_YEAR_GIFT_PRICE_CENTS,
      stripePriceId: null,
    };
  }
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, title: true, subtitle: true, released: true } });
  if (!guide?.released) return null;
  // A configured Price id is the guide's own 600-cent price; a gift uses inline price data so the
  // gift price stays the catalogue's.
  return { guideId: guide.id, title: guide.title, description: guide.subtitle, priceCents: GUIDE_GIFT_PRICE_CENTS, stripePriceId: null };
}

export async function createGiftCheckout(input: {
  details: GiftDetails;
  timeZone: string;
  guideId: string | null;
  giver: { id: string } | null;
  buyerKeyHash: string | null;
  promoCode?: string | null;
  now?: Date;
}): Promise<CheckoutStart> {
  const product = await giftProduct(input.guideId);
  if (!product) return { ok: false, error: GIFT_MESSAGES.guide };
  const now = input.now ?? new Date();
  const { details } = input;
  const kind = product.guideId ? ("gift_guide" as const) : ("gift_atomic_year" as const);
  const itemName = `${product.title} (gift)`;

  const customer = { userId: input.giver?.id ?? null, email: details.giverEmail, buyerKeyHash: input.buyerKeyHash };
  await closeUnpaidCheckoutsWithCode(input.promoCode, customer, now);
  const created = await createOrderWithCode({ code: input.promoCode, target: "gifts", customer, now }, async (tx, discount) => {
    const price = priceCart([{ guideId: product.guideId, priceCents: product.priceCents }], discount?.rule ?? null);
    const order = await tx.order.create({
      data: {
        userId: input.giver?.id ?? null,
        kind,
        subtotalCents: price.subtotalCents,
        discountCents: price.discountCents,
        totalCents: price.totalCents,
        promoCode: price.promoCode,
        discountCodeId: discount?.id ?? null,
        customerEmail: details.giverEmail,
        returnPath: product.guideId ? `/gift?guide=${product.guideId}` : "/gift",
        buyerKeyHash: input.buyerKeyHash,
        items: { create: [{ guideId: product.guideId, name: itemName, unitCents: product.priceCents, discountCents: price.discountCents }] },
        gift: {
          create: {
            giftType: product.guideId ? "guide" : "atomic_year",
            giverUserId: input.giver?.id ?? null,
            giverName: details.giverName,
            giverEmail: details.giverEmail,
            recipientName: details.recipientName || null,
            recipientEmail: details.recipientEmail,
            giftMessage: details.giftMessage.trim() || null,
            guideId: product.guideId,
            guideTitle: product.guideId ? product.title : null,
            deliveryDate: new Date(`${details.deliveryDate}T00:00:00Z`),
            deliverAt: deliverAt(details.deliveryDate, input.timeZone, now),
            timeZone: input.timeZone,
            amountPaidCents: price.totalCents,
          },
        },
      },
      select: { id: true, returnPath: true, createdAt: true, discountCodeId: true },
    });
    return { order, price };
  });
  if (!created.ok) return created;
  const { order, price } = created.value;

  const site = env().SITE_URL;
  // The purchase type is decided by metadata (is_gift, guide_id, ...).
  const metadata: Record<string, string> = {
    order_id: order.id,
    user_id: input.giver?.id ?? "",
    is_gift: "true",
    is_atomic_year: product.guideId ? "false" : "true",
    purchase_type: kind,
    guide_id: product.guideId ?? "atomic_year",
    guide_title: product.title,
    recipient_email: details.recipientEmail,
    gift_recipient_email: details.recipientEmail,
    recipient_name: details.recipientName,
    giver_name: details.giverName,
    // Stripe caps a metadata value at 500 characters, which a gift message may reach with its quotes.
    gift_message: details.giftMessage.slice(0, 450),
    delivery_date: details.deliveryDate,
  };
  const started = await openCheckoutSession({
    orderId: order.id,
    customerEmail: details.giverEmail,
    lineItems: [
      {
        name: discountedLineName(itemName, { priceCents: price.subtotalCents, discountCents: price.discountCents }, price.promoCode),
        description: product.description,
        unitAmountCents: price.totalCents,
        quantity: 1,
        stripePriceId: price.discountCents > 0 ? null : product.stripePriceId,
      },
    ],
    metadata,
    successUrl: `${site}/gift-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}${order.returnPath ?? "/gift"}`,
    // A capped code's use is held only while the checkout can be paid: 30 minutes.
    shortLived: created.capped,
  });
  if (started.ok && created.capped && !(await keepNewestHoldOfCode(order, customer, now))) return { ok: false, error: CODE_HELD_BY_NEWER };
  return started;
}
