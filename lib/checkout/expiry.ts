import "server-only";
// Checkouts nobody finished: the scheduled job ends every pending order whose checkout can no longer
// be paid, so none lingers as pending (holding a discount code's use, shown as open to an admin). The
// provider's own notice (Stripe's checkout.session.expired) usually closes them first; this catches
// the ones it never reached (a lost event, the sandbox, which sends none) and orders that never got a
// session because the process stopped between writing the order and opening the session.
// - An order with a session is due once that session's life has ended: the expiry the provider gave
//   when it opened it (orders.checkout_expires_at: Stripe's expires_at, however long that checkout
//   was opened for; the sandbox's 24 hours), or 24 hours after the order for one opened before
//   expiries were kept. The session is expired at the provider if still open, then the order; a
//   session that was paid meanwhile is fulfilled instead.
// - An order without a session is due after ABANDONED_WITHOUT_SESSION_MS: nobody was ever given a
//   way to pay it (opening a session takes seconds, and its link is only handed out once it is
//   stored on the order).
// Overlapping runs are safe: expiring at the provider is idempotent, and the order is closed by a
// conditional update (pending only), so each order is counted once.
import { db } from "@/lib/db";
import { closeOrSettleCheckout } from "@/lib/fulfilment/fulfil";
import { log } from "@/lib/log/logger";
import { expireOrderWithoutSession } from "@/lib/payments/checkout-session";

/** How long an order may wait for its session before it counts as abandoned. */
const ABANDONED_WITHOUT_SESSION_MS = 15 * 60 * 1000;
/** The life of a session whose expiry was not kept (Stripe's default, and the sandbox's). */
const DEFAULT_SESSION_LIFE_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/** Expires the checkouts that are due at `now`; `skipped` counts the orders this run marked expired,
 * `failed` those the provider could not be asked about (the next run tries again). */
export async function expireEndedCheckouts(now: Date, options: { deadline?: number } = {}): Promise<{ sent: number; skipped: number; failed: number }> {
  const counts = { expired: 0, paid: 0, failed: 0 };
  // Each order once a run: one the provider could not be asked about, or a paid session whose payment
  // is still settling (a bank debit), stays pending until a later run.
  const seen: string[] = [];
  for (;;) {
    const due = await db().order.findMany({
      where: {
        status: "pending",
        id: { notIn: seen },
        OR: [
          { checkoutSessionId: { not: null }, checkoutExpiresAt: { lte: now } },
          { checkoutSessionId: { not: null }, checkoutExpiresAt: null, createdAt: { lte: new Date(now.getTime() - DEFAULT_SESSION_LIFE_MS) } },
          { checkoutSessionId: null, createdAt: { lte: new Date(now.getTime() - ABANDONED_WITHOUT_SESSION_MS) } },
        ],
      },
      orderBy: { createdAt: "asc" },
      take: BATCH,
      select: { id: true, checkoutSessionId: true },
    });
    for (const order of due) {
      seen.push(order.id);
      try {
        if (!order.checkoutSessionId) {
          if (await expireOrderWithoutSession(order.id)) counts.expired += 1;
          continue;
        }
        // One paid before it ended, whose payment's event has not settled it, is settled now.
        const outcome = await closeOrSettleCheckout(order.checkoutSessionId);
        if (outcome === "closed") counts.expired += 1;
        if (outcome === "paid") counts.paid += 1;
      } catch (error) {
        log().error(
          { orderId: order.id, sessionId: order.checkoutSessionId, err: error },
          "checkout: expiring an ended checkout failed; the next run tries again",
        );
        counts.failed += 1;
      }
    }
    if (due.length < BATCH || (options.deadline !== undefined && Date.now() > options.deadline)) break;
  }
  if (counts.expired + counts.paid + counts.failed > 0) log().info(counts, "checkout: ended checkouts closed");
  return { sent: 0, skipped: counts.expired, failed: counts.failed };
}
