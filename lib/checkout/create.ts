import "server-only";
// Building an order on the server: the browser sends guide ids only; prices come from the
// catalogue, the discount code's rule is applied here (its use taken with the pending order, in one
// transaction: lib/discounts/redeem.ts), and only then is the provider's checkout session created
// (outside any transaction).
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { priceCart } from "@/lib/cart/pricing";
import { createOrderWithCode } from "@/lib/discounts/redeem";
import { discountedLineName } from "@/lib/discounts/line-name";
import { normalisePromoCode } from "@/lib/discounts/messages";
import { safeRedirectPath } from "@/lib/auth/redirects";
import { normaliseSource } from "@/lib/insight/source";
import { fulfilCheckoutSession } from "@/lib/fulfilment/fulfil";
import { expireOpenCheckout, openCheckoutSession, type CheckoutStart } from "@/lib/payments/checkout-session";

export type { CheckoutStart } from "@/lib/payments/checkout-session";

export async function createGuideCheckout(
  user: { id: string; email: string },
  input: { guideIds: string[]; promoCode?: string | null; returnPath?: string | null; source?: string | null },
): Promise<CheckoutStart> {
  const [guides, owned] = await Promise.all([
    db().guide.findMany({
      where: { id: { in: input.guideIds } },
      select: { id: true, title: true, subtitle: true, priceCents: true, stripePriceId: true, released: true },
    }),
    db().userGuide.findMany({ where: { userId: user.id, guideId: { in: input.guideIds } }, select: { guideId: true } }),
  ]);
  if (guides.length !== input.guideIds.length || guides.some((guide) => !guide.released)) return { ok: false, error: "Guide ID not found." };
  const ownedGuide = guides.find((guide) => owned.some((row) => row.guideId === guide.id));
  if (ownedGuide) return { ok: false, error: `You already own ${ownedGuide.title}.` };

  // Another checkout of this person that is still open for any of these guides, or priced with the
  // same code, is closed first: the same guide can never be paid for twice (two tabs, the cart and
  // a guide page), and one person's unpaid checkouts hold one use of a code at most. One that was
  // paid a moment ago is settled now: the guide it bought is refused here, and its use counts.
  const paidMeanwhile = await closeOverlappingCheckouts(user.id, input.guideIds, normalisePromoCode(input.promoCode));
  if (paidMeanwhile) {
    const owned = guides.find((guide) => guide.id === paidMeanwhile);
    return { ok: false, error: `You already own ${owned?.title ?? "this guide"}.` };
  }

  // Keep the cart's order for the lines.
  const ordered = input.guideIds.map((id) => guides.find((guide) => guide.id === id)!);
  const returnPath = safeRedirectPath(input.returnPath, "/cart");
  const created = await createOrderWithCode(
    { code: input.promoCode, target: "guides", customer: { userId: user.id, email: user.email } },
    async (tx, discount) => {
      const price = priceCart(
        ordered.map((guide) => ({ guideId: guide.id, priceCents: guide.priceCents })),
        discount?.rule ?? null,
      );
      const order = await tx.order.create({
        data: {
          userId: user.id,
          kind: "guides",
          subtotalCents: price.subtotalCents,
          discountCents: price.discountCents,
          totalCents: price.totalCents,
          promoCode: price.promoCode,
          discountCodeId: discount?.id ?? null,
          customerEmail: user.email,
          returnPath,
          insightSource: normaliseSource(input.source) || null,
          items: {
            create: price.lines.map((line) => ({
              guideId: line.guideId,
              name: ordered.find((guide) => guide.id === line.guideId)!.title,
              unitCents: line.priceCents,
              discountCents: line.discountCents,
            })),
          },
        },
        select: { id: true },
      });
      return { order, price };
    },
  );
  if (!created.ok) return created;
  const { order, price } = created.value;

  const site = env().SITE_URL;
  return openCheckoutSession({
    orderId: order.id,
    customerEmail: user.email,
    lineItems: price.lines.map((line) => {
      const guide = ordered.find((entry) => entry.id === line.guideId)!;
      const discounted = line.discountCents > 0;
      return {
        name: discountedLineName(guide.title, line, price.promoCode),
        description: guide.subtitle,
        unitAmountCents: line.priceCents - line.discountCents,
        quantity: 1,
        // A configured Price id only matches the undiscounted amount.
        stripePriceId: discounted ? null : guide.stripePriceId,
      };
    }),
    metadata: { order_id: order.id, user_id: user.id, purchase_type: "guide", guide_ids: input.guideIds.join(",") },
    successUrl: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}${returnPath}`,
    // A capped code's use is held only while the checkout can be paid: 30 minutes.
    shortLived: created.capped,
  });
}

/** Expires this person's other open guide checkouts that contain any of `guideIds` or are priced
 * with `code`; returns the id of one of `guideIds` that one of them has already been paid for (and
 * settles that payment), or null. */
async function closeOverlappingCheckouts(userId: string, guideIds: string[], code: string | null): Promise<string | null> {
  const open = await db().order.findMany({
    where: {
      userId,
      kind: "guides",
      status: "pending",
      checkoutSessionId: { not: null },
      OR: [{ items: { some: { guideId: { in: guideIds } } } }, ...(code ? [{ discountCode: { code } }] : [])],
    },
    select: { checkoutSessionId: true, items: { select: { guideId: true } } },
  });
  let paid: string | null = null;
  for (const order of open) {
    const sessionId = order.checkoutSessionId!;
    if ((await expireOpenCheckout(sessionId)) === "complete") {
      await fulfilCheckoutSession(sessionId);
      paid ??= order.items.find((item) => item.guideId && guideIds.includes(item.guideId))?.guideId ?? null;
    }
  }
  return paid;
}
