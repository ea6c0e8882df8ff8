import "server-only";
// The step every kind of order shares: with a pending order stored, create the provider's hosted
// checkout session (outside any transaction), remember its id and its expiry on the order, and hand
// back the URL. A provider failure marks the order failed so it never lingers as pending; one whose
// session ended unpaid is expired by the scheduled job (lib/checkout/expiry.ts). A short-lived
// checkout (one holding a capped code's use) can be paid for 30 minutes, the shortest Stripe allows,
// instead of the provider's day; the order holds the use until its expiry.
import { db } from "@/lib/db";
import { payments } from "@/lib/payments";
import type { CreateCheckoutInput } from "@/lib/payments/types";
import { log } from "@/lib/log/logger";

export type CheckoutStart = { ok: true; url: string; orderId: string; sessionId: string } | { ok: false; error: string };

const FAILED_TO_START_CHECKOUT = "Failed to start checkout";

/** How long a short-lived checkout can be paid: Stripe's shortest session. */
const SHORT_CHECKOUT_MS = 30 * 60_000;
/** Added to a short-lived checkout's deadline: Stripe counts its 30 minutes from when the request
 * reaches it, so a deadline of exactly 30 minutes from here would be refused as too short. */
const PROVIDER_MARGIN_MS = 10_000;

export async function openCheckoutSession(input: Omit<CreateCheckoutInput, "expiresAt"> & { shortLived?: boolean }): Promise<CheckoutStart> {
  const { shortLived = false, ...request } = input;
  // Whole seconds, as Stripe keeps it, so the order's deadline is the session's.
  const expiresAt = shortLived ? new Date(Math.ceil((Date.now() + SHORT_CHECKOUT_MS + PROVIDER_MARGIN_MS) / 1000) * 1000) : null;
  try {
    const session = await payments().createCheckoutSession({ ...request, expiresAt });
    await db().order.update({ where: { id: input.orderId }, data: { checkoutSessionId: session.id, checkoutExpiresAt: session.expiresAt } });
    return { ok: true, url: session.url, orderId: input.orderId, sessionId: session.id };
  } catch (error) {
    log().error({ orderId: input.orderId, err: error }, "checkout: creating the session failed");
    await db().order.update({ where: { id: input.orderId }, data: { status: "failed" } });
    return { ok: false, error: FAILED_TO_START_CHECKOUT };
  }
}

/**
 * Closes an unpaid checkout this shop opened: expired at the provider, and its order, while still
 * pending, marked expired (which gives back a code's use it held). Answers "complete" when it was
 * paid first: that order is left for the payment to settle; "closed" when this call marked its
 * order expired, "expired" when the order was no longer pending.
 */
export async function expireOpenCheckout(sessionId: string): Promise<"expired" | "closed" | "complete"> {
  if ((await payments().expireCheckoutSession(sessionId)) === "complete") return "complete";
  return (await closeOrder(sessionId, "expired")) ? "closed" : "expired";
}

/** A pending order that never got a session (the process stopped between the two) marked expired.
 * Answers whether this call did it. */
export async function expireOrderWithoutSession(orderId: string): Promise<boolean> {
  const closed = await db().order.updateMany({ where: { id: orderId, checkoutSessionId: null, status: "pending" }, data: { status: "expired" } });
  return closed.count > 0;
}

/** Failed or expired sessions close their pending order (never a paid one). Answers whether this call closed it. */
export async function closeOrder(sessionId: string, status: "failed" | "expired"): Promise<boolean> {
  const closed = await db().order.updateMany({ where: { checkoutSessionId: sessionId, status: "pending" }, data: { status } });
  return closed.count > 0;
}

/** Whether `order` was started after `than`: by creation time, then id, so any two orders compare
 * the same way from both sides (starts at the same moment settle which one stays open by it). */
export function startedAfter(order: { id: string; createdAt: Date }, than: { id: string; createdAt: Date }): boolean {
  const difference = order.createdAt.getTime() - than.createdAt.getTime();
  return difference > 0 || (difference === 0 && order.id > than.id);
}
