import "server-only";
// Delivering a gift: claimed by one conditional update of delivered_at (paid, not refunded, not yet
// delivered, its time come), which also stores the SHA-256 of a fresh activation token (256 random
// bits) and its expiry a year later. Only the caller that wins the claim knows the token and sends
// the recipient's e-mail; then the giver hears that it arrived.
import { hashToken, newRawToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { loadGiftForEmail, sendGiftDeliveredNote, sendGiftToRecipient } from "./emails";

export const ACTIVATION_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** What makes a gift deliverable at `now`: its order paid and fulfilled, not refunded, its time come. */
export function deliverableWhere(now: Date) {
  return { deliveredAt: null, refundedAt: null, deliverAt: { lte: now }, order: { is: { status: "fulfilled" as const } } };
}

/** Delivers one gift if it is due and nobody has; true when this call delivered it. */
export async function deliverGift(giftId: string, now = new Date()): Promise<boolean> {
  const token = newRawToken();
  const claimed = await db().gift.updateMany({
    where: { id: giftId, ...deliverableWhere(now) },
    data: { deliveredAt: now, activationTokenHash: hashToken(token), activationExpiresAt: new Date(now.getTime() + ACTIVATION_LINK_TTL_MS) },
  });
  if (claimed.count !== 1) return false;
  const gift = await loadGiftForEmail(giftId);
  if (!gift) return false;
  const sent = await sendGiftToRecipient(gift, token);
  // The note to the giver only once the gift itself is on its way (a provider failure is retried
  // by the e-mail queue, which keeps the recorded message).
  if (sent.status !== "duplicate") await sendGiftDeliveredNote(gift);
  return true;
}
