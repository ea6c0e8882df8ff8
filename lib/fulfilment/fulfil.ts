import "server-only";
// Fulfilment: one idempotent function keyed by the checkout session, called from the webhook and
// from the success page, whichever comes first. Everything is decided in one short transaction that
// holds the payment's lock (lib/payments/payment-lock.ts), which refund handling takes too: the refunds already
// recorded, the amount, then the grants and the status together. So, whatever the order and the
// concurrency of events, an order ends fulfilled with exactly its grants, refunded with none, or
// held for an admin (needs_review) with none. After the commit (provider calls never run inside
// it): a duplicate payment's refund, closing the buyer's other checkouts for what they now own
// (duplicates.ts), and the e-mails, once per order: the receipt is promised inside the transaction
// (lib/email/promised.ts), so the scheduled job sends it should this process stop first.
import type { DiscountRule } from "@/lib/cart/pricing";
import { db, type OrderKind, type Prisma } from "@/lib/db";
import { promiseEmailsIn } from "@/lib/email/promised";
import { crashPoint } from "@/lib/crash-point";
import { payments } from "@/lib/payments";
import type { CheckoutSessionView } from "@/lib/payments/types";
import { closeCheckoutsForWhatIsOwned, refundDuplicatePayment } from "./duplicates";
import { orderKindHandler } from "./kinds";
import type { PaidOrder } from "./kinds/types";
import { lockPayment, PAYMENT_TRANSACTION_OPTIONS } from "@/lib/payments/payment-lock";
import { expireOpenCheckout } from "@/lib/payments/checkout-session";
import { expectedAmountPaid } from "@/lib/payments/tax";
import { sendRefundNotices } from "./refund-notices";
import { log } from "@/lib/log/logger";
import { afterResponse } from "@/lib/http/after-response";
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

/** Closes a checkout this shop opened (expireOpenCheckout); one paid before it could be closed is
 * settled now, as its payment's event would settle it. Answers what became of it. */
export async function closeOrSettleCheckout(sessionId: string): Promise<"expired" | "closed" | "paid"> {
  const outcome = await expireOpenCheckout(sessionId);
  if (outcome !== "complete") return outcome;
  await fulfilCheckoutSession(sessionId);
  return "paid";
}

async function fulfil(sessionId: string, known?: CheckoutSessionView): Promise<FulfilResult> {
  const session = known ?? (await payments().retrieveCheckoutSession(sessionId));
  if (!session) return { status: "unknown" };
  if (session.paymentStatus !== "paid") return { status: "unpaid" };

  const { order, result, refundRecorded, openOrderIds } = await db().$transaction((tx) => settlePaidOrder(tx, session), PAYMENT_TRANSACTION_OPTIONS);
  crashPoint("fulfilment:after-commit");
  if (!order) {
    log().warn({ sessionId: session.id }, "fulfilment: no order for checkout session");
    return result;
  }
  // Everything done here is keyed by the order (the refund by its idempotency key, each e-mail by
  // its dedupe key), so however many callers get here it happens once; a caller that crashed
  // before finishing is covered by the next one (a provider retry finds the order fulfilled).
  if (result.status === "fulfilled") {
    if (result.duplicateCents > 0) await refundDuplicatePayment(order.id);
    await closeCheckoutsForWhatIsOwned(order, openOrderIds ?? [], fulfilCheckoutSession);
    // The e-mails (and what else the kind does after the commit) go after the answer: they are
    // promised in the transaction, so the provider's pace never holds up a webhook or the success
    // page, and the scheduled job sends them should this process stop first.
    if (gaveSomething(order, result.duplicateCents)) {
      const handler = orderKindHandler(order.kind);
      await afterResponse(() =>
        (handler?.afterCommit(order) ?? Promise.resolve()).catch((error: unknown) =>
          log().error({ orderId: order.id, err: error }, "fulfilment: sending the order's e-mails failed; the scheduled job sends them"),
        ),
      );
    }
  }
  // A refund recorded before this payment was seen has its notice waiting for the order. One
  // recorded after the settlement sends its own notice (lib/fulfilment/events.ts).
  if (session.paymentIntentId && refundRecorded !== false) await sendRefundNotices(session.paymentIntentId);
  return result;
}

/** Whether the order gave the buyer anything: one that duplicates everything they owned did not. */
function gaveSomething(order: PaidOrder, duplicateCents: number): boolean {
  return duplicateCents === 0 || duplicateCents < order.totalCents;
}

/** The settlement: the order it concerns (none when the shop has no order for the session), whether
 * a refund of the payment was already recorded when it was made (undefined when the order had been
 * settled before), and the buyer's other orders with a checkout open, read with the order. */
type Settlement = { order?: PaidOrder; result: FulfilResult; refundRecorded?: boolean; openOrderIds?: string[] };

/** The order row as the locked read returns it: the order, its items as parallel arrays, its
 * discount code's rule, any refund already recorded for the payment, and the buyer's other orders
 * whose checkout is still open (duplicates.ts closes those for what the buyer now owns). */
type LockedOrderRow = {
  id: string;
  kind: OrderKind;
  user_id: string | null;
  customer_email: string | null;
  total_cents: number;
  currency: string;
  status: string;
  review_reason: string | null;
  duplicate_cents: number;
  item_guide_ids: (string | null)[];
  item_unit_cents: number[];
  item_discount_cents: number[];
  item_bundles: (string | null)[];
  code: string | null;
  code_name: string | null;
  code_kind: DiscountRule["kind"] | null;
  percent_off: number | null;
  amount_off_cents: number | null;
  refunded_cents: number | null;
  fully_refunded: boolean | null;
  open_order_ids: string[];
};

function paidOrderOf(row: LockedOrderRow): PaidOrder {
  return {
    id: row.id,
    kind: row.kind,
    userId: row.user_id,
    customerEmail: row.customer_email,
    totalCents: row.total_cents,
    currency: row.currency,
    discountCode:
      row.code === null || row.code_name === null || row.code_kind === null
        ? null
        : { code: row.code, name: row.code_name, kind: row.code_kind, percentOff: row.percent_off, amountOffCents: row.amount_off_cents },
    items: row.item_guide_ids.map((guideId, index) => ({
      guideId,
      unitCents: row.item_unit_cents[index]!,
      discountCents: row.item_discount_cents[index]!,
      bundle: row.item_bundles[index] ?? null,
    })),
  };
}

async function settlePaidOrder(tx: Prisma.TransactionClient, session: CheckoutSessionView): Promise<Settlement> {
  const metadataOrderId = session.metadata.order_id ?? null;
  // The payment's lock first. A paid session has its payment intent; one without is keyed by its order.
  let lockKey = session.paymentIntentId;
  if (!lockKey) {
    const found = await tx.order.findFirst({
      where: { OR: [{ checkoutSessionId: session.id }, ...(metadataOrderId === null ? [] : [{ id: metadataOrderId }])] },
      select: { id: true },
    });
    if (!found) return { result: { status: "unknown" } };
    lockKey = `order:${found.id}`;
  }
  await lockPayment(tx, lockKey);
  // Read after the lock is held (a statement of its own, so its snapshot sees what the lock's last
  // holder committed): the order with its items and discount rule, row-locked so closeOrder (expired,
  // failed) cannot change its status under us, and any refund already recorded for the payment.
  const [row] = await tx.$queryRaw<LockedOrderRow[]>`
    SELECT o."id", o."kind", o."user_id", o."customer_email", o."total_cents", o."currency", o."status"::text AS "status",
           o."review_reason", o."duplicate_cents",
           ARRAY(SELECT i."guide_id" FROM "order_items" AS i WHERE i."order_id" = o."id" ORDER BY i."id") AS "item_guide_ids",
           ARRAY(SELECT i."unit_cents" FROM "order_items" AS i WHERE i."order_id" = o."id" ORDER BY i."id") AS "item_unit_cents",
           ARRAY(SELECT i."discount_cents" FROM "order_items" AS i WHERE i."order_id" = o."id" ORDER BY i."id") AS "item_discount_cents",
           ARRAY(SELECT i."bundle_strand"::text FROM "order_items" AS i WHERE i."order_id" = o."id" ORDER BY i."id") AS "item_bundles",
           d."code", d."name" AS "code_name", d."kind"::text AS "code_kind", d."percent_off", d."amount_off_cents",
           r."refunded_cents", r."fully_refunded",
           ARRAY(SELECT p."id" FROM "orders" AS p
                 WHERE p."user_id" = o."user_id" AND p."id" <> o."id" AND p."status" = 'pending'
                   AND p."kind" IN ('guides', 'atomic_year') AND p."checkout_session_id" IS NOT NULL) AS "open_order_ids"
    FROM "orders" AS o
    LEFT JOIN "discount_codes" AS d ON d."id" = o."discount_code_id"
    LEFT JOIN "payment_refunds" AS r ON r."payment_intent_id" = ${session.paymentIntentId}
    WHERE o."checkout_session_id" = ${session.id} OR o."id" = ${metadataOrderId}
    LIMIT 1
    FOR UPDATE OF o`;
  if (!row) return { result: { status: "unknown" } };
  const order = paidOrderOf(row);
  const openOrderIds = row.open_order_ids;
  if (row.status === "fulfilled")
    return { order, result: { status: "fulfilled", orderId: order.id, firstTime: false, duplicateCents: row.duplicate_cents }, openOrderIds };
  if (row.status === "refunded") return { order, result: { status: "refunded", orderId: order.id } };
  if (row.status === "needs_review") return { order, result: { status: "needs_review", orderId: order.id, reason: row.review_reason ?? "" } };

  const refundRecorded = row.refunded_cents !== null;
  const now = new Date();
  // Recorded only when it is a tax at all (paymentProblem holds any other for review).
  const tax = session.taxBehavior && plausibleTax(order, session) ? { taxCents: session.amountTaxCents, taxBehavior: session.taxBehavior } : null;
  const payment = {
    paidAt: now,
    paymentIntentId: session.paymentIntentId,
    checkoutSessionId: session.id,
    refundedCents: row.refunded_cents ?? 0,
    // The tax the provider computed, when the session asked for it (lib/payments/tax.ts).
    ...tax,
  };

  // A refund recorded before the payment was seen (events out of order) wins: nothing is granted.
  if (row.fully_refunded) {
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "refunded", refundedAt: now } });
    return { order, result: { status: "refunded", orderId: order.id }, refundRecorded };
  }

  const handler = orderKindHandler(order.kind);
  const problem = handler ? paymentProblem(order, session) : `unsupported_order_kind: ${order.kind}`;
  if (problem) {
    // The customer paid and gets nothing automatically: held where an admin finds it (status and
    // reason on the order), never passed off as handled.
    log().error({ orderId: order.id, sessionId: session.id, problem }, "fulfilment: payment held for review");
    await tx.order.update({ where: { id: order.id }, data: { ...payment, status: "needs_review", reviewReason: problem } });
    return { order, result: { status: "needs_review", orderId: order.id, reason: problem }, refundRecorded };
  }

  const granted = await handler!.grant(tx, order, { paymentIntentId: session.paymentIntentId, paidAt: now });
  const duplicateCents = granted?.duplicateCents ?? 0;
  // The receipt is promised with the grant (an order that only duplicated what was owned gave
  // nothing: its refund notice is its only e-mail).
  if (gaveSomething(order, duplicateCents)) {
    const receipt = await handler!.receipt(tx, order);
    if (receipt) await promiseEmailsIn(tx, [receipt], now);
  }
  // The common case in one plain statement (Prisma's update costs several times as much to prepare).
  const at = now.toISOString();
  await tx.$executeRaw`
    UPDATE "orders" SET "status" = 'fulfilled', "paid_at" = CAST(${at} AS timestamp(3)), "fulfilled_at" = CAST(${at} AS timestamp(3)),
      "payment_intent_id" = ${session.paymentIntentId}, "checkout_session_id" = ${session.id}, "refunded_cents" = ${payment.refundedCents},
      "duplicate_cents" = ${duplicateCents}, "tax_cents" = ${tax?.taxCents ?? null}, "tax_behavior" = ${tax?.taxBehavior ?? null},
      "updated_at" = CAST(${at} AS timestamp(3))
    WHERE "id" = ${order.id}`;
  return { order, result: { status: "fulfilled", orderId: order.id, firstTime: true, duplicateCents }, refundRecorded, openOrderIds };
}

/** Why a paid session cannot be fulfilled as it stands, or null when it can. With tax added on
 * top the buyer pays the total and the tax; with prices that include it, the total. */
function paymentProblem(order: PaidOrder, session: CheckoutSessionView): string | null {
  if (session.taxBehavior && !plausibleTax(order, session)) return `invalid_tax: ${String(session.amountTaxCents)} ${session.taxBehavior}`;
  const expected = expectedAmountPaid(order.totalCents, session.amountTaxCents, session.taxBehavior);
  if (session.currency.toLowerCase() !== order.currency.toLowerCase() || session.amountTotalCents !== expected) {
    const tax = session.taxBehavior ? ` (tax ${session.amountTaxCents} ${session.taxBehavior})` : "";
    return `amount_mismatch: paid ${session.amountTotalCents} ${session.currency}${tax}, order total ${order.totalCents} ${order.currency}`;
  }
  return null;
}

/** A tax the provider can have computed: whole cents, not negative, and no more than the order's
 * total (no rate reaches 100%). An event carries the figure, so it is checked like the amount. */
function plausibleTax(order: PaidOrder, session: CheckoutSessionView): boolean {
  const tax = session.amountTaxCents;
  return Number.isSafeInteger(tax) && tax >= 0 && tax <= order.totalCents;
}
