"use server";
// The admin's order actions. Each checks the admin rule itself (a layout guards no action), takes
// only an order id from the browser, and writes what it did to the audit log.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { db } from "@/lib/db";
import { sendPurchaseConfirmation } from "@/lib/fulfilment/emails";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { payments } from "@/lib/payments";
import { recordAdminAction } from "./audit";
import { action, type AdminResult } from "@/lib/actions/pipeline";
import { refundableCents } from "./orders";
import { formatAmount } from "@/lib/money";

export type AdminActionResult = AdminResult;

const orderIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const refundOrder = action({
  name: "admin: refundOrder",
  who: "admin",
  input: orderIdSchema,
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Refund Failed", message: "No such order." }),
  rule: async (input, user): Promise<AdminActionResult> => {
    const order = await db().order.findUnique({
      where: { id: input },
      select: { id: true, status: true, paymentIntentId: true, totalCents: true, taxCents: true, taxBehavior: true, refundedCents: true, customerEmail: true },
    });
    if (!order) return { ok: false, status: 404, error: "Refund Failed", message: "No such order." };
    const amount = refundableCents(order);
    const number = orderNumber(order.id);
    if (amount === 0 || !order.paymentIntentId)
      return { ok: false, status: 409, error: "Refund Refused", message: `Order ${number} has nothing left to refund.` };

    const outcome = await payments().refund(order.paymentIntentId, amount);
    await recordAdminAction(user, outcome.ok ? "order.refund" : "order.refund_failed", order.id, {
      amountCents: amount,
      ...(outcome.ok ? { refundId: outcome.refundId } : { error: outcome.error }),
    });
    revalidatePath("/admin/orders");
    revalidatePath("/admin");
    if (!outcome.ok)
      return {
        ok: false,
        status: 502,
        error: "Refund Failed",
        message: `The payment provider did not refund order ${number}, so nothing was given back. It answered: ${outcome.error}`,
      };
    const to = order.customerEmail ? ` to ${order.customerEmail}` : "";
    return {
      ok: true,
      message: `Refunded ${formatAmount(amount)}${to} for order ${number}. What it bought leaves the shelf once the payment provider confirms it.`,
    };
  },
});

export const resendReceipt = action({
  name: "admin: resendReceipt",
  who: "admin",
  input: orderIdSchema,
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Resend Failed", message: "No such order." }),
  rule: async (input, user): Promise<AdminActionResult> => {
    const order = await db().order.findUnique({ where: { id: input }, select: { id: true, paidAt: true, customerEmail: true } });
    if (!order) return { ok: false, status: 404, error: "Resend Failed", message: "No such order." };
    if (!order.paidAt || !order.customerEmail)
      return { ok: false, status: 409, error: "Resend Failed", message: "Only a paid order with a buyer's e-mail has a receipt." };
    // A key of its own per second: a double click sends one copy, a later resend another.
    await sendPurchaseConfirmation(order.id, { dedupeKey: `purchase:${order.id}:resend:${Math.floor(Date.now() / 1000)}` });
    await recordAdminAction(user, "order.resend_receipt", order.id, { to: order.customerEmail });
    revalidatePath("/admin/orders");
    revalidatePath("/admin");
    return { ok: true, message: `The receipt for order ${orderNumber(order.id)} was sent again to ${order.customerEmail}.` };
  },
});
