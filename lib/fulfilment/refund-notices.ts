import "server-only";
// The refund notice to the buyer. Each increase of a payment's refunded amount leaves a notice row
// in the transaction that records it (refunds.ts); this sends the rows not sent yet, each under a
// dedupe key naming the notice, so replays, concurrent deliveries and a crash between the two steps
// all end with exactly one e-mail per refund. A notice whose payment has no order yet (the refund
// came first) waits for fulfilment, which sends it.
import { createElement } from "react";
import { RefundNoticeEmail, refundNoticeSubject } from "@/emails/refund-notice";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/email/render-template";
import { unsentEmailState } from "@/lib/email/promised";
import { sendEmail } from "@/lib/email/send";
import { receiptKeysOf, sendReceiptOf } from "./emails";
import { orderNumber } from "@/lib/fulfilment/order-number";
import { formatAmount } from "@/lib/money";

const REFUND_NOTICE_TYPE = "refund_notice";

type NoticeOrder = {
  id: string;
  kind: string;
  customerEmail: string | null;
  items: { name: string; guideId: string | null }[];
  grants: { guideId: string }[];
  user: { firstName: string | null; displayName: string | null } | null;
  gift: { recipientName: string | null; recipientEmail: string } | null;
};
type Notice = { id: string; amountCents: number; fullRefund: boolean; reason: string; removedGuides: unknown };

function titles(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}

/** The sentence about the shelf: which guides leave it, or why nothing does. */
function shelfLine(order: NoticeOrder, notice: Notice): string {
  const removed = titles(notice.removedGuides);
  if (order.gift) {
    const recipient = order.gift.recipientName?.trim() || order.gift.recipientEmail;
    return notice.fullRefund ? `Your gift for ${recipient} has been withdrawn.` : `Your gift for ${recipient} is not affected.`;
  }
  const programmeEnds = order.kind === "atomic_year" && notice.fullRefund && notice.reason !== "duplicate";
  if (removed.length > 0) {
    const list = removed.join(", ");
    const leave = removed.length === 1 ? `${list} has left your shelf.` : `These guides have left your shelf: ${list}.`;
    return programmeEnds ? `Your Atomic Year has ended. ${leave}` : leave;
  }
  if (programmeEnds) return "Your Atomic Year has ended.";
  if (notice.reason === "duplicate") {
    return order.kind === "atomic_year"
      ? "Your Atomic Year carries on as before; no second year was added."
      : "Nothing leaves your shelf: you keep what you already owned.";
  }
  return "Nothing leaves your shelf: your guides stay yours.";
}

/** What the duplicate payment paid for again, in words: the guides this order did not put on the
 * shelf (every one of them when the whole order was a duplicate). */
function duplicated(order: NoticeOrder, notice: Notice): string {
  if (order.kind === "atomic_year") return "The Atomic Year";
  const granted = new Set(order.grants.map((grant) => grant.guideId));
  const again = notice.fullRefund ? order.items : order.items.filter((item) => item.guideId !== null && !granted.has(item.guideId));
  return (again.length > 0 ? again : order.items).map((item) => item.name).join(", ");
}

/** Sends every notice of this payment not sent yet. */
export async function sendRefundNotices(paymentIntentId: string): Promise<void> {
  const notices = await db().refundNotice.findMany({
    where: { paymentIntentId, sentAt: null },
    orderBy: { refundedTotalCents: "asc" },
    select: { id: true, amountCents: true, fullRefund: true, reason: true, removedGuides: true },
  });
  if (notices.length === 0) return;
  const order = await db().order.findFirst({
    where: { paymentIntentId },
    select: {
      id: true,
      kind: true,
      customerEmail: true,
      items: { select: { name: true, guideId: true } },
      grants: { select: { guideId: true } },
      user: { select: { firstName: true, displayName: true } },
      gift: { select: { id: true, recipientName: true, recipientEmail: true } },
    },
  });
  if (!order?.customerEmail) return;
  // Nobody hears of a refund of a purchase they were never told about: a receipt promised and not
  // composed yet (the process that settled the order stopped first) goes now; one still on its way
  // (in flight, held back by the provider's rate limit, to be retried) goes first, and the notice
  // waits for the scheduled job's next sweep (lib/scheduled/promised-emails.ts).
  const receiptKeys = receiptKeysOf(order);
  let receipt = await unsentEmailState(receiptKeys);
  if (receipt === "pending") {
    await sendReceiptOf(order.id);
    receipt = await unsentEmailState(receiptKeys);
  }
  if (receipt !== "settled") return;
  const config = env();
  for (const notice of notices) {
    const props = {
      siteName: config.SITE_NAME,
      siteUrl: config.SITE_URL,
      greeting: order.user?.displayName?.trim() || order.user?.firstName?.trim() || "there",
      orderNumber: orderNumber(order.id),
      items: order.items.map((item) => item.name).join(", "),
      amount: formatAmount(notice.amountCents),
      full: notice.fullRefund,
      reason: notice.reason === "duplicate" ? { kind: "duplicate" as const, what: duplicated(order, notice) } : { kind: "requested" as const },
      shelf: shelfLine(order, notice),
      shelfUrl: `${config.SITE_URL.replace(/\/+$/, "")}/shelf`,
    };
    const { html, text } = await renderEmail(createElement(RefundNoticeEmail, props));
    await sendEmail({
      to: order.customerEmail,
      type: REFUND_NOTICE_TYPE,
      subject: refundNoticeSubject(props),
      html,
      text,
      // The order's id first, so the admin's order panel lists it with the order's other e-mails.
      dedupeKey: `refund:${order.id}:${notice.id}`,
    });
    await db().refundNotice.update({ where: { id: notice.id }, data: { sentAt: new Date() } });
  }
}
