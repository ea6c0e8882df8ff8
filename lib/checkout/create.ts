import "server-only";
// Building an order on the server: the browser sends guide ids and bundles' strand ids only; prices
// come from the catalogue (a bundle's from what the account owns now, ./bundles.ts), the discount code's rule is applied here (its use taken with the pending order, in one
// transaction: lib/discounts/redeem.ts), and only then is the provider's checkout session created
// (outside any transaction).
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { priceCart } from "@/lib/cart/pricing";
import { bundleItem, splitCents } from "@/lib/cart/bundle-price";
import type { Strand } from "@/lib/catalog/strands";
import { priceBundles, type PricedBundle } from "./bundles";
import { discountedLineName } from "@/lib/discounts/line-name";
import { normalisePromoCode } from "@/lib/discounts/messages";
import { safeRedirectPath } from "@/lib/auth/redirects";
import { normaliseSource } from "@/lib/insight/source";
import { closeOrSettleCheckout } from "@/lib/fulfilment/fulfil";
import { openCheckoutSession, startedAfter, type CheckoutStart } from "@/lib/payments/checkout-session";
import { closeUnpaidCheckoutsWithCode, CODE_HELD_BY_NEWER, createOrderWithCode, keepNewestHoldOfCode } from "@/lib/discounts/redeem";

export type { CheckoutStart } from "@/lib/payments/checkout-session";

export async function createGuideCheckout(
  user: { id: string; email: string },
  input: { guideIds: string[]; bundles?: Strand[]; promoCode?: string | null; returnPath?: string | null; source?: string | null },
): Promise<CheckoutStart> {
  // Bundles first, priced from what the account owns now: one it owns whole is refused. A guide of a
  // bundle's strand in the same cart is the bundle's (bought once, at the bundle's share).
  const bundles = await priceBundles(user.id, input.bundles ?? []);
  const offered: OfferedBundle[] = [];
  for (const bundle of bundles) {
    if (!bundle.offer.ok) return { ok: false, error: bundle.offer.error };
    offered.push({ ...bundle, offer: bundle.offer });
  }
  const inBundles = new Set(bundles.flatMap((bundle) => bundle.guides.map((guide) => guide.id)));
  const guideIds = input.guideIds.filter((id) => !inBundles.has(id));

  const [guides, owned] = await Promise.all([
    db().guide.findMany({
      where: { id: { in: guideIds } },
      select: { id: true, title: true, subtitle: true, priceCents: true, stripePriceId: true, released: true },
    }),
    db().userGuide.findMany({ where: { userId: user.id, guideId: { in: guideIds } }, select: { guideId: true } }),
  ]);
  if (guides.length !== guideIds.length || guides.some((guide) => !guide.released)) return { ok: false, error: "Guide ID not found." };
  const ownedGuide = guides.find((guide) => owned.some((row) => row.guideId === guide.id));
  if (ownedGuide) return { ok: false, error: `You already own ${ownedGuide.title}.` };

  // Another checkout of this person that is still open for any of these guides, or priced with the
  // same code, is closed first: two tabs, or the cart and a guide page, leave one checkout that can
  // be paid, and one person's unpaid checkouts hold one use of a code at most. One that was paid a
  // moment ago is settled now: the guide it bought is refused here, and its use counts. Checkouts
  // started at the same instant do not see each other here; once open they settle it between
  // them (settleSimultaneousStarts, below).
  const bundleGuideIds = offered.flatMap((bundle) => bundle.offer.missing.map((guide) => guide.id));
  const allGuideIds = [...guideIds, ...bundleGuideIds];
  const code = normalisePromoCode(input.promoCode);
  const alreadyOwned = (guideId: string) => {
    const title = [...guides, ...offered.flatMap((bundle) => bundle.offer.missing)].find((guide) => guide.id === guideId)?.title;
    return { ok: false as const, error: `You already own ${title ?? "this guide"}.` };
  };
  const paidMeanwhile = await closeCheckouts(await overlappingCheckouts(user.id, allGuideIds, code), allGuideIds);
  if (paidMeanwhile) return alreadyOwned(paidMeanwhile);
  await closeUnpaidCheckoutsWithCode(code, { userId: user.id, email: user.email });

  // Keep the cart's order for the lines: the guides, then the bundles.
  const ordered = guideIds.map((id) => guides.find((guide) => guide.id === id)!);
  const returnPath = safeRedirectPath(input.returnPath, "/cart");
  const created = await createOrderWithCode(
    { code: input.promoCode, target: "guides", customer: { userId: user.id, email: user.email } },
    async (tx, discount) => {
      const price = priceCart(
        [...ordered.map((guide) => ({ guideId: guide.id, priceCents: guide.priceCents })), ...offered.map((bundle) => bundleItem(bundle.offer.priceCents))],
        discount?.rule ?? null,
      );
      const bundleLines = price.lines.slice(ordered.length);
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
            create: [
              ...price.lines.slice(0, ordered.length).map((line) => ({
                guideId: line.guideId,
                name: ordered.find((guide) => guide.id === line.guideId)!.title,
                unitCents: line.priceCents,
                discountCents: line.discountCents,
              })),
              // A bundle is one item per guide it grants, each with its share of the bundle's price
              // and discount, so fulfilment, refunds and duplicates work guide by guide.
              ...offered.flatMap((bundle, index) => bundleOrderItems(bundle, bundleLines[index]!)),
            ],
          },
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
    lineItems: price.lines.map((line, index) => {
      const bundle = offered[index - ordered.length];
      if (bundle)
        return {
          name: discountedLineName(bundle.offer.line, line, price.promoCode),
          description: bundle.offer.missing.map((guide) => guide.title).join(", "),
          unitAmountCents: line.priceCents - line.discountCents,
          quantity: 1,
          stripePriceId: null,
        };
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
    metadata: {
      order_id: order.id,
      user_id: user.id,
      purchase_type: "guide",
      guide_ids: allGuideIds.join(","),
      ...(offered.length > 0 ? { bundles: offered.map((bundle) => bundle.strand).join(",") } : {}),
    },
    successUrl: `${site}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${site}${returnPath}`,
    // A capped code's use is held only while the checkout can be paid: 30 minutes.
    shortLived: created.capped,
  });
  if (!started.ok) return started;
  const settled = await settleSimultaneousStarts(user.id, { ...order, sessionId: started.sessionId }, allGuideIds, code);
  if (settled === "replaced") return { ok: false, error: REPLACED_BY_NEWER };
  if (settled) return alreadyOwned(settled.paidFor);
  // A capped code's use stays with this person's newest checkout of any kind (lib/discounts/redeem.ts).
  if (created.capped && !(await keepNewestHoldOfCode(order, { userId: user.id, email: user.email }))) return { ok: false, error: CODE_HELD_BY_NEWER };
  return started;
}

/** Said to the tab whose checkout lost to one the same person started at the same moment. */
export const REPLACED_BY_NEWER = "You started another checkout for these guides a moment ago: please use that one.";

type OfferedBundle = PricedBundle & { offer: Extract<PricedBundle["offer"], { ok: true }> };

/** A bundle's order items: each missing guide with its share of the line's price and discount. */
function bundleOrderItems(bundle: OfferedBundle, line: { priceCents: number; discountCents: number }) {
  const { missing } = bundle.offer;
  const prices = splitCents(line.priceCents, missing.length);
  const discounts = splitCents(line.discountCents, missing.length);
  return missing.map((guide, index) => ({
    guideId: guide.id,
    name: `${bundle.name} bundle: ${guide.title}`,
    unitCents: prices[index]!,
    discountCents: discounts[index]!,
    bundleStrand: bundle.strand,
  }));
}

type OpenCheckout = { id: string; createdAt: Date; checkoutSessionId: string | null; items: { guideId: string | null }[] };

/** This person's pending guide checkouts, other than `exceptOrderId`, that contain any of
 * `guideIds` or are priced with `code`. */
function overlappingCheckouts(userId: string, guideIds: string[], code: string | null, exceptOrderId?: string): Promise<OpenCheckout[]> {
  return db().order.findMany({
    where: {
      userId,
      kind: "guides",
      status: "pending",
      ...(exceptOrderId ? { id: { not: exceptOrderId } } : {}),
      OR: [{ items: { some: { guideId: { in: guideIds } } } }, ...(code ? [{ discountCode: { code } }] : [])],
    },
    select: { id: true, createdAt: true, checkoutSessionId: true, items: { select: { guideId: true } } },
  });
}

/** Expires these checkouts' sessions (one not opened yet is left to its own start); returns the id
 * of one of `guideIds` that one of them has already been paid for (and settles that payment), or null. */
async function closeCheckouts(checkouts: OpenCheckout[], guideIds: string[]): Promise<string | null> {
  let paid: string | null = null;
  for (const order of checkouts) {
    if (!order.checkoutSessionId) continue;
    if ((await closeOrSettleCheckout(order.checkoutSessionId)) === "paid") {
      paid ??= order.items.find((item) => item.guideId && guideIds.includes(item.guideId))?.guideId ?? null;
    }
  }
  return paid;
}

/**
 * Checkouts of one person started at the same moment (two tabs, a double submit) each closed the
 * overlapping ones they saw before their order existed, so neither saw the other. Now that this
 * one's session is open, the newest wins: when a newer overlapping order exists, this checkout is
 * closed and "replaced" answered; otherwise the older ones are closed now, and when one of them was
 * paid meanwhile it is settled, this checkout is closed too and the guide it paid for is answered.
 * However their steps interleave, one checkout stays open: each start saves its session before it
 * reads the others, so the older start sees the newer order or the newer start sees the older
 * one's session, or both.
 */
async function settleSimultaneousStarts(
  userId: string,
  order: { id: string; createdAt: Date; sessionId: string },
  guideIds: string[],
  code: string | null,
): Promise<"replaced" | { paidFor: string } | null> {
  const others = await overlappingCheckouts(userId, guideIds, code, order.id);
  if (others.some((other) => startedAfter(other, order))) {
    await closeOrSettleCheckout(order.sessionId);
    return "replaced";
  }
  const paidFor = await closeCheckouts(others, guideIds);
  if (!paidFor) return null;
  await closeOrSettleCheckout(order.sessionId);
  return { paidFor };
}
