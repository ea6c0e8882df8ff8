"use server";

import { getCurrentUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { fulfilCheckoutSession } from "@/lib/fulfilment/fulfil";

export type CheckoutResult =
  | { ok: true; type: "guide" | "atomic_year" | "gift"; itemName: string; amountDollars: string; guideIds: string[]; giftRecipient: string | null }
  | { ok: false; error: string };

const UNABLE = "Unable to load payment details.";

/** The success page's view of an order, read from the server by checkout session; fulfils it if the
 * payment event has not arrived yet. Another person's session shows nothing. */
export async function loadCheckoutResultAction(sessionId: unknown): Promise<CheckoutResult> {
  if (typeof sessionId !== "string" || !/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return { ok: false, error: UNABLE };
  const user = await getCurrentUser();
  try {
    const order = await db().order.findUnique({ where: { checkoutSessionId: sessionId }, select: { id: true, userId: true } });
    if (!order || !user || order.userId !== user.id) return { ok: false, error: UNABLE };
    const fulfilment = await fulfilCheckoutSession(sessionId);
    if (fulfilment.status !== "fulfilled") return { ok: false, error: UNABLE };
    const details = await db().order.findUniqueOrThrow({
      where: { id: order.id },
      select: { kind: true, totalCents: true, items: { select: { guideId: true, name: true } }, gift: { select: { recipientEmail: true, recipientName: true } } },
    });
    return {
      ok: true,
      type: details.kind === "atomic_year" ? "atomic_year" : details.kind.startsWith("gift") ? "gift" : "guide",
      itemName: details.items.map((item) => item.name).join(", "),
      amountDollars: (details.totalCents / 100).toFixed(2),
      guideIds: details.items.flatMap((item) => (item.guideId ? [item.guideId] : [])),
      giftRecipient: details.gift ? details.gift.recipientName ?? details.gift.recipientEmail : null,
    };
  } catch (error) {
    console.error("checkout: loading the result failed", { sessionId, error });
    return { ok: false, error: UNABLE };
  }
}
