import "server-only";
// Fulfilment: one idempotent function keyed by the checkout session, called from the webhook and
// from the success page, whichever comes first. Everything is decided in one short transaction that
// holds the payment's lock (payment-lock.ts), which refund handling takes too: the refunds already
// recorded, the amount, then the grants and the status together. So, whatever the order and the
// concurrency of events, an order ends fulfilled with exactly its grants, refunded with none, or
// held for an admin (needs_review) with none. The e-mail goes out after the commit, once per order.
import { db, type Prisma } from "@/lib/db";
import { payments } from "@/lib/payments";
import type { CheckoutSessionView } from "@/lib/payments/types";
import { orderKindHandler } from "./kinds";
import type { PaidOrder } from "./kinds/types";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "./payment-lock";

export type FulfilResult =
  | { status: "fulfilled"; orderId: string; firstTime: boolean }
  | { status: "refunded"; orderId: string }
  | { status: "needs_review"; orderId: string; reason: string }
  | { status: "unpaid" | "unknown"; orderId?: string };

export async function fulfilCheckoutSession(sessionId: string, known?: CheckoutSessionView): Promise<FulfilResult> {
  const session = known ?? (await payments().retrieveCheckoutSession(sessionId));
  if (!session) return { status: "unknown" };
  if (session.paymentStatus !== "paid") return { status: "unpaid" };

  const order = await db().order.findFirst({
    where: { OR: [{ checkoutSessionId: session.id }, ...(session.metadata.order_id ? [{ id: session.metadata.order_id }] : [])] },
    select: { id: true, kind: true, userId: true, customerEmail: true, totalCents: true, currency: true, items: { select: { guideId: true } } },
  });
  if (!order) {
    console.warn("fulfilment: no order for checkout session", { sessionId: session.id });
    return { status: "unknown" };
  }

  const result = await db().$transaction((tx) => settlePaidOrder(tx, order, session), PAYMENT_TRANSACTION_OPTIONS);
  // Everything sent here is keyed by the order, so however many callers get here it goes out once;
  // a caller that crashed before sending is covered by the next one (a provider retry finds the
  // order fulfilled).
  if (result.status === "fulfilled") await orderKindHandler(order.kind)?.afterCommit(order.id);
  return result;
}

async function settlePaidOrder(tx: Prisma.TransactionClient, order: PaidOrder, session: CheckoutSessionView): Promise<FulfilResult> {
  await lockPayment(tx, session.paymentIntentId ?? `order:${order.id}`);
  // The row lock keeps closeOrder (expired, failed) from changing the status under us.
  const [current] = await tx.$queryRaw<{ status: string; review_reason: string | null }[]>`
    SELECT status::text AS status, review_reason FROM orders WHERE id = ${order.id} FOR UPDATE`;
  if (!current) return { status: "unknown" };
  if (current.status === "fulfilled") return { status: "fulfilled", orderId: order.id, firstTime: false };
  if (current.status === "refunded") return { status: "refunded", orderId: order.id };
  if (current.status === "needs_review") return { status: "needs_review", orderId: order.id, reason: current.review_reason ?? "" };

  const now = new Date();
  const refund = session.paymentIntentId
    ? await tx.paymentRefund.findUnique({ where: { paymentIntentId: session.paymentIntentId }, select: { refundedCents: true, fullyRefunded: true } })
    : null;
  const payment = { paidAt: now, paymentIntentId: session.paymentIntentId, checkoutSessionId: session.id, refundedCents: refund?.refundedCents ?? 0 };

  // A refund recorded before the payment was seen (events out of order) wins: nothing is granted.
  if (refund?.fullyRefunded) {
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "refunded", refundedAt: now } });
    return { status: "refunded", orderId: order.id };
  }

  const handler = orderKindHandler(order.kind);
  const problem = handler ? paymentProblem(order, session) : `unsupported_order_kind: ${order.kind}`;
  if (problem) {
    // The customer paid and gets nothing automatically: held where an admin finds it (status and
    // reason on the order), never passed off as handled.
    console.error("fulfilment: payment held for review", { orderId: order.id, sessionId: session.id, problem });
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "needs_review", reviewReason: problem } });
    return { status: "needs_review", orderId: order.id, reason: problem };
  }

  await handler!.grant(tx, order, { paymentIntentId: session.paymentIntentId, paidAt: now });
  await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "fulfilled", fulfilledAt: now } });
  return { status: "fulfilled", orderId: order.id, firstTime: true };
}

/** Why a paid session cannot be fulfilled as it stands, or null when it can. */
function paymentProblem(order: PaidOrder, session: CheckoutSessionView): string | null {
  if (session.currency.toLowerCase() !== order.currency.toLowerCase() || session.amountTotalCents !== order.totalCents) {
    return `amount_mismatch: paid ${session.amountTotalCents} ${session.currency}, order total ${order.totalCents} ${order.currency}`;
  }
  return null;
}

/** Failed or expired sessions close their pending order (never a paid one). */
export async function closeOrder(sessionId: string, status: "failed" | "expired"): Promise<void> {
  await db().order.updateMany({ where: { checkoutSessionId: sessionId, status: "pending" }, data: { status } });
}
