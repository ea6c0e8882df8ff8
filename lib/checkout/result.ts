import "server-only";
// The success page's view of an order, read on the server by checkout session. A settled order is
// only read; one the payment event has not reached yet is fulfilled here (which asks the provider).
// Another person's session shows nothing: the caller passes the signed-in user's id.
import { db } from "@/lib/db";
import { fulfilCheckoutSession } from "@/lib/fulfilment/fulfil";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { checkoutSessionIdSchema } from "./schema";
import { centsAsDecimal } from "@/lib/money";
import { log } from "@/lib/log/logger";

export type CheckoutResult =
  | {
      ok: true;
      type: "guide" | "atomic_year" | "gift";
      orderNumber: string;
      itemName: string;
      amountDollars: string;
      guideIds: string[];
      /** The guides this order put on the buyer's shelf (none for a gift), each with a download button. */
      guides: { id: string; title: string }[];
      giftRecipient: string | null;
    }
  | { ok: false; error: string };

export const UNABLE_TO_LOAD_PAYMENT = "Unable to load payment details.";
export const UNABLE: CheckoutResult = { ok: false, error: UNABLE_TO_LOAD_PAYMENT };

export async function checkoutResultFor(userId: string, sessionId: unknown): Promise<CheckoutResult> {
  const parsed = checkoutSessionIdSchema.safeParse(sessionId);
  if (!parsed.success) return UNABLE;
  try {
    const order = await db().order.findUnique({ where: { checkoutSessionId: parsed.data }, select: { id: true, userId: true, status: true } });
    if (!order || order.userId !== userId) return UNABLE;
    if (order.status === "refunded" || order.status === "needs_review") return UNABLE;
    if (order.status !== "fulfilled") {
      const fulfilment = await fulfilCheckoutSession(parsed.data);
      if (fulfilment.status !== "fulfilled") return UNABLE;
    }
    const details = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      select: {
        kind: true,
        totalCents: true,
        items: { select: { guideId: true, name: true, guide: { select: { title: true } } } },
        gift: { select: { recipientEmail: true, recipientName: true } },
      },
    });
    const type = details.kind === "atomic_year" ? "atomic_year" : details.kind.startsWith("gift") ? "gift" : "guide";
    return {
      ok: true,
      type,
      orderNumber: orderNumber(order.id),
      itemName: details.items.map((item) => item.name).join(", "),
      amountDollars: centsAsDecimal(details.totalCents),
      guideIds: details.items.flatMap((item) => (item.guideId ? [item.guideId] : [])),
      guides: type === "guide" ? details.items.flatMap((item) => (item.guideId ? [{ id: item.guideId, title: item.guide?.title ?? item.name }] : [])) : [],
      giftRecipient: details.gift ? (details.gift.recipientName ?? details.gift.recipientEmail) : null,
    };
  } catch (error) {
    log().error({ sessionId: parsed.data, err: error }, "checkout: loading the result failed");
    return UNABLE;
  }
}
