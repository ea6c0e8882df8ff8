import "server-only";
// What /gift-success shows about a purchase: who the gift is for and when it arrives (and whether its
// e-mail could not be delivered, and the giver's correction), only to the browser that bought it
// (the signed-in giver, or the browser its order is bound to), or to the holder of the order's link
// from the giver's e-mail (lib/gifts/order-key.ts). For them a payment the event has not reached yet
// is fulfilled here, as the checkout success page does.
import { getCurrentUser } from "@/lib/auth/session";
import { checkoutSessionIdSchema } from "./schema";
import { db } from "@/lib/db";
import { fulfilCheckoutSession } from "@/lib/fulfilment/fulfil";
import { presentedGiftBuyerKeyHash } from "@/lib/gifts/buyer-key";
import { isGiftOrderKey } from "@/lib/gifts/order-key";
import { log } from "@/lib/log/logger";

/** `buyerSignedIn`: the buyer is signed in here, so they have a shelf to go to (a visitor who bought without an account has none). */
/** `undeliverableTo`: the address the gift's e-mail could not reach, while that stands;
 * `correctable`: the giver may still correct it (once, before the gift is opened); `correctedTo`:
 * where the correction sent the gift. */
export type GiftPurchaseView = {
  sessionId: string;
  orderKey: string | null;
  recipient: string;
  deliveryDate: string;
  title: string;
  paid: boolean;
  buyerSignedIn: boolean;
  undeliverableTo: string | null;
  correctable: boolean;
  correctedTo: string | null;
};

/** `orderKey`: the key of the order's link in the giver's e-mail (lib/gifts/order-key.ts), if any. */
export async function giftPurchaseFor(sessionId: unknown, orderKey?: unknown): Promise<GiftPurchaseView | null> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) return null;
  // Outside the try: reading the request is how the page becomes per-request, which must not be caught.
  const [user, browserKey] = await Promise.all([getCurrentUser(), presentedGiftBuyerKeyHash()]);
  try {
    const order = await db().order.findUnique({
      where: { checkoutSessionId: parsed.data },
      select: { id: true, kind: true, userId: true, buyerKeyHash: true, status: true },
    });
    if (!order || (order.kind !== "gift_guide" && order.kind !== "gift_atomic_year")) return null;
    const buyer =
      (user !== null && order.userId === user.id) || (browserKey !== null && browserKey === order.buyerKeyHash) || isGiftOrderKey(order.id, orderKey);
    if (!buyer) return null;
    let status = order.status;
    if (status === "pending") status = (await fulfilCheckoutSession(parsed.data)).status === "fulfilled" ? "fulfilled" : status;
    const gift = await db().gift.findUnique({
      where: { orderId: order.id },
      select: {
        recipientName: true,
        recipientEmail: true,
        deliveryDate: true,
        guideTitle: true,
        giftType: true,
        isActivated: true,
        refundedAt: true,
        undeliverableAt: true,
        undeliverableEmail: true,
        correctedAt: true,
      },
    });
    if (!gift) return null;
    const undeliverableTo = gift.undeliverableAt && !gift.refundedAt ? (gift.undeliverableEmail ?? gift.recipientEmail) : null;
    return {
      sessionId: parsed.data,
      orderKey: typeof orderKey === "string" && isGiftOrderKey(order.id, orderKey) ? orderKey : null,
      undeliverableTo,
      correctable: undeliverableTo !== null && !gift.correctedAt && !gift.isActivated,
      correctedTo: gift.correctedAt && !gift.undeliverableAt ? gift.recipientEmail : null,
      recipient: gift.recipientName ? `${gift.recipientName} (${gift.recipientEmail})` : gift.recipientEmail,
      deliveryDate: gift.deliveryDate.toISOString().slice(0, 10),
      title: gift.giftType === "guide" ? (gift.guideTitle ?? "A guide") : "The Atomic Year",
      paid: status === "fulfilled",
      buyerSignedIn: user !== null,
    };
  } catch (error) {
    log().error({ err: error }, "gifts: loading the purchase failed");
    return null;
  }
}
