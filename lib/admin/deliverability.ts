import "server-only";
// What the provider reported about the shop's e-mail, for the admin: the suppressed addresses (with
// why and when, and lifting one), and the bounce and complaint rates of the last 30 days against
// the thresholds bulk senders are held to: bounces under 4%, complaints under 0.3%.
import { db } from "@/lib/db";

export const RATE_WINDOW_DAYS = 30;
export const BOUNCE_RATE_LIMIT = 0.04;
export const COMPLAINT_RATE_LIMIT = 0.003;

type SuppressedAddress = { address: string; reason: string; detail: string | null; suppressedAt: Date };

/** The suppressed addresses, most recent first (soft bounces only counted are not suppressed). */
export async function listSuppressions(take = 200): Promise<SuppressedAddress[]> {
  const rows = await db().emailSuppression.findMany({
    where: { suppressedAt: { not: null } },
    orderBy: [{ suppressedAt: "desc" }, { address: "asc" }],
    take,
    select: { address: true, reason: true, detail: true, suppressedAt: true },
  });
  return rows.map((row) => ({ address: row.address, reason: row.reason ?? "unknown", detail: row.detail, suppressedAt: row.suppressedAt! }));
}

/** Lifts `address`'s suppression (bulk e-mail goes to it again; its soft-bounce count starts over).
 * Returns what was lifted, or null when the address was not suppressed. */
export async function liftSuppression(address: string): Promise<SuppressedAddress | null> {
  const key = address.trim().toLowerCase();
  return db().$transaction(async (tx) => {
    const row = await tx.emailSuppression.findUnique({ where: { address: key }, select: { address: true, reason: true, detail: true, suppressedAt: true } });
    if (!row?.suppressedAt) return null;
    const lifted = await tx.emailSuppression.deleteMany({ where: { address: key, suppressedAt: row.suppressedAt } });
    if (lifted.count !== 1) return null;
    return { address: row.address, reason: row.reason ?? "unknown", detail: row.detail, suppressedAt: row.suppressedAt };
  });
}

export type DeliveryRates = {
  sent: number;
  bounces: number;
  complaints: number;
  bounceRate: number;
  complaintRate: number;
  bounceOver: boolean;
  complaintOver: boolean;
};

/** Bounce and complaint events received in the last 30 days, over the e-mails sent in them. */
export async function deliveryRates(now = new Date()): Promise<DeliveryRates> {
  const since = new Date(now.getTime() - RATE_WINDOW_DAYS * 86_400_000);
  const [sent, bounces, complaints] = await Promise.all([
    db().emailMessage.count({ where: { status: "sent", sentAt: { gte: since } } }),
    db().emailEvent.count({ where: { type: "email.bounced", receivedAt: { gte: since } } }),
    db().emailEvent.count({ where: { type: "email.complained", receivedAt: { gte: since } } }),
  ]);
  const bounceRate = sent > 0 ? bounces / sent : 0;
  const complaintRate = sent > 0 ? complaints / sent : 0;
  return {
    sent,
    bounces,
    complaints,
    bounceRate,
    complaintRate,
    bounceOver: bounceRate > BOUNCE_RATE_LIMIT,
    complaintOver: complaintRate > COMPLAINT_RATE_LIMIT,
  };
}
