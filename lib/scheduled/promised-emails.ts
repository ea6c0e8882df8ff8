import "server-only";
// The promised e-mails a process did not get to send (lib/email/promised.ts): it stopped between
// the commit and the send, or the send failed before anything was recorded (the database was
// restarting). Each promise is composed through the function that sends it after the commit, so
// it is the same e-mail, under the same dedupe key, sent once. Refund notices are rows of their own
// (lib/fulfilment/refunds.ts) and are swept here the same way.
import { db } from "@/lib/db";
import { sendWelcomeEmailOf } from "@/lib/email/auth-emails";
import { duePromisedEmails, PROMISE_GRACE_MS, settlePromise, type EmailCompose } from "@/lib/email/promised";
import { sendReceiptOf } from "@/lib/fulfilment/emails";
import { sendRefundNotices } from "@/lib/fulfilment/refund-notices";
import { log } from "@/lib/log/logger";
import type { JobCounts } from "./types";

/** Promises composed per run at most: each is a few statements and a render, and a backlog this
 * size only follows an outage. */
const PROMISES_PER_RUN = 500;

function compose(promise: EmailCompose): Promise<void> {
  switch (promise.kind) {
    case "welcome":
      return sendWelcomeEmailOf(promise.userId);
    case "order_receipt":
      return sendReceiptOf(promise.orderId);
  }
}

export async function sendPromisedEmails(now: Date, deadline?: number): Promise<JobCounts> {
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  for (const promise of await duePromisedEmails(now, PROMISES_PER_RUN)) {
    if (deadline !== undefined && Date.now() > deadline) break;
    let outcome: { error: unknown } | { composed: true } = { composed: true };
    try {
      if (promise.compose) await compose(promise.compose);
    } catch (error) {
      log().error({ emailId: promise.id, err: error }, "email: composing a promised e-mail failed");
      outcome = { error };
    }
    const settled = await settlePromise(promise.id, outcome, now);
    if (settled === "sent") counts.sent += 1;
    else if (settled === "failed") counts.failed += 1;
    else counts.skipped += 1;
  }
  // Refund notices whose process stopped before sending them (and whose provider did not retry).
  const notices = await db().refundNotice.findMany({
    where: { sentAt: null, createdAt: { lte: new Date(now.getTime() - PROMISE_GRACE_MS) } },
    distinct: ["paymentIntentId"],
    take: PROMISES_PER_RUN,
    select: { paymentIntentId: true },
  });
  for (const { paymentIntentId } of notices) {
    try {
      await sendRefundNotices(paymentIntentId);
      counts.sent += 1;
    } catch (error) {
      log().error({ paymentIntentId, err: error }, "email: sending a refund notice failed");
      counts.failed += 1;
    }
  }
  return counts;
}
