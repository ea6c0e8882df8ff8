import "server-only";
// Fulfilment: one idempotent function keyed by the checkout session, called from the webhook and
// from the success page, whichever comes first. Everything is decided in one short transaction that
// holds the payment's lock (lib/payments/payment-lock.ts), which refund handling takes too: the refunds already
// recorded, the amount, then the grants and the status together. So, whatever the order and the
// concurrency of events, an order ends fulfilled with exactly its grants, refunded with none, or
// held for an admin (needs_review) with none. After the commit (provider calls never run inside
// it): a duplicate payment's refund, closing the buyer's other checkouts for what they now own
// (duplicates.ts), and the e-mails, once per order.
import { db, type Prisma } from "@/lib/db";
import { payments } from "@/lib/payments";
import type { CheckoutSessionView } from "@/lib/payments/types";
import { closeCheckoutsForWhatIsOwned, refundDuplicatePayment } from "./duplicates";
import { orderKindHandler } from "./kinds";
import type { PaidOrder } from "./kinds/types";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "@/lib/payments/payment-lock";
import { expectedAmountPaid } from "@/lib/payments/tax";
import { sendRefundNotices } from "./refund-notices";
import { log } from "@/lib/log/logger";
import { inSpan } from "@/lib/telemetry/span";

export type FulfilResult =
  | { status: "fulfilled"; orderId: string; firstTime: boolean; duplicateCents: number }
  | { status: "refunded"; orderId: string }
  | { status: "needs_review"; orderId: string; reason: string }
  | { status: "unpaid" | "unknown"; orderId?: string };

export function fulfilCheckoutSession(sessionId: string, known?: CheckoutSessionView): Promise<FulfilResult> {
  return inSpan("fulfilment.checkout_session", { "checkout.session_id": sessionId }, async (span) => {
    const result = await fulfil(sessionId, known);
    span.setAttribute("fulfilment.status", result.status);
    if (result.orderId) span.setAttribute("order.id", result.orderId);
    return result;
  });
}

async function fulfil(sessionId: string, known?: CheckoutSessionView): Promise<FulfilResult> {
  const session = known ?? (await payments().retrieveCheckoutSession(sessionId));
  if (!session) return { status: "unknown" };
  if (session.paymentStatus !== "paid") return { status: "unpaid" };

  const order = await db().order.findFirst({
    where: { OR: [{ checkoutSessionId: session.id }, ...(session.metadata.order_id ? [{ id: session.metadata.order_id }] : [])] },
    select: {
      id: true,
      kind: true,
      userId: true,
      customerEmail: true,
      totalCents: true,
      currency: true,
      discountCode: { select: { code: true, name: true, kind: true, percentOff: true, amountOffCents: true } },
      items: { select: { guideId: true, unitCents: true } },
    },
  });
  if (!order) {
    log().warn({ sessionId: session.id }, "fulfilment: no order for checkout session");
    return { status: "unknown" };
  }

  const { result, refundRecorded } = await db().$transaction((tx) => settlePaidOrder(tx, order, session), PAYMENT_TRANSACTION_OPTIONS);
  // Everything done here is keyed by the order (the refund by its idempotency key, each e-mail by
  // its dedupe key), so however many callers get here it happens once; a caller that crashed
  // before finishing is covered by the next one (a provider retry finds the order fulfilled).
  if (result.status === "fulfilled") {
    if (result.duplicateCents > 0) await refundDuplicatePayment(order.id);
    await closeCheckoutsForWhatIsOwned(order, fulfilCheckoutSession);
    // An order that duplicates everything gave nothing: the refund notice is its only e-mail.
    const gaveSomething = result.duplicateCents === 0 || result.duplicateCents < order.totalCents;
    if (gaveSomething) await orderKindHandler(order.kind)?.afterCommit(order);
  }
  // A refund recorded before this payment was seen has its notice waiting for the order. One
  // recorded after the settlement sends its own notice (lib/fulfilment/events.ts).
  if (session.paymentIntentId && refundRecorded !== false) await sendRefundNotices(session.paymentIntentId);
  return result;
}

/** The settlement, and whether a refund of the payment was already recorded when it was made
 * (undefined when the order had been settled before). */
type Settlement = { result: FulfilResult; refundRecorded?: boolean };

async function settlePaidOrder(tx: Prisma.TransactionClient, order: PaidOrder, session: CheckoutSessionView): Promise<Settlement> {
  await lockPayment(tx, session.paymentIntentId ?? `order:${order.id}`);
  // Read after the lock is held (a statement of its own, so its snapshot sees what the lock's last
  // holder committed): the order, row-locked so closeOrder (expired, failed) cannot change its
  // status under us, and any refund already recorded for the payment.
  const [current] = await tx.$queryRaw<
    { status: string; review_reason: string | null; duplicate_cents: number; refunded_cents: number | null; fully_refunded: boolean | null }[]
  >`
    SELECT o.status::text AS status, o.review_reason, o.duplicate_cents, r.refunded_cents, r.fully_refunded
    FROM orders AS o LEFT JOIN payment_refunds AS r ON r.payment_intent_id = ${session.paymentIntentId}
    WHERE o.id = ${order.id} FOR UPDATE OF o`;
  if (!current) return { result: { status: "unknown" } };
  if (current.status === "fulfilled") return { result: { status: "fulfilled", orderId: order.id, firstTime: false, duplicateCents: current.duplicate_cents } };
  if (current.status === "refunded") return { result: { status: "refunded", orderId: order.id } };
  if (current.status === "needs_review") return { result: { status: "needs_review", orderId: order.id, reason: current.review_reason ?? "" } };

  const refundRecorded = current.refunded_cents !== null;
  const now = new Date();
  const payment = {
    paidAt: now,
    paymentIntentId: session.paymentIntentId,
    checkoutSessionId: session.id,
    refundedCents: current.refunded_cents ?? 0,
    // The tax the provider computed, when the session asked for it (lib/payments/tax.ts).
    ...(session.taxBehavior ? { taxCents: session.amountTaxCents, taxBehavior: session.taxBehavior } : {}),
  };

  // A refund recorded before the payment was seen (events out of order) wins: nothing is granted.
  if (current.fully_refunded) {
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "refunded", refundedAt: now } });
    return { result: { status: "refunded", orderId: order.id }, refundRecorded };
  }

  const handler = orderKindHandler(order.kind);
  const problem = handler ? paymentProblem(order, session) : `unsupported_order_kind: ${order.kind}`;
  if (problem) {
    // The customer paid and gets nothing automatically: held where an admin finds it (status and
    // reason on the order), never passed off as handled.
    log().error({ orderId: order.id, sessionId: session.id, problem }, "fulfilment: payment held for review");
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "needs_review", reviewReason: problem } });
    return { result: { status: "needs_review", orderId: order.id, reason: problem }, refundRecorded };
  }

  const granted = await handler!.grant(tx, order, { paymentIntentId: session.paymentIntentId, paidAt: now });
  const duplicateCents = granted?.duplicateCents ?? 0;
  await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "fulfilled", fulfilledAt: now, duplicateCents } });
  return { result: { status: "fulfilled", orderId: order.id, firstTime: true, duplicateCents }, refundRecorded };
}

/** Why a paid session cannot be fulfilled as it stands, or null when it can. With tax added on
 * top the buyer pays the total and the tax; with prices that include it, the total. */
function paymentProblem(order: PaidOrder, session: CheckoutSessionView): string | null {
  const expected = expectedAmountPaid(order.totalCents, session.amountTaxCents, session.taxBehavior);
  if (session.currency.toLowerCase() !== order.currency.toLowerCase() || session.amountTotalCents !== expected) {
    const tax = session.taxBehavior ? ` (tax ${session.amountTaxCents} ${session.taxBehavior})` : "";
    return `amount_mismatch: paid ${session.amountTotalCents} ${session.currency}${tax}, order total ${order.totalCents} ${order.currency}`;
  }
  return null;
}

/** Failed or expired sessions close their pending order (never a paid one). */
export async function closeOrder(sessionId: string, status: "failed" | "expired"): Promise<void> {
  await db().order.updateMany({ where: { checkoutSessionId: sessionId, status: "pending" }, data: { status } });
}
