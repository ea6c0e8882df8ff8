import "server-only";
// Delivering a gift: claimed by one conditional update of delivered_at (paid, not refunded, not yet
// delivered, its time come), which also stores the SHA-256 of a fresh activation token (256 random
// bits) and its expiry a year later. Only the caller that wins the claim knows the token. The
// recipient's e-mail is recorded in the same transaction as the claim, so a crash right after it
// leaves the e-mail in the outbox as in flight, and the retry job sends it when its lease runs out
// (the token is never stored, so nothing else could send that link). Then the giver hears that it
// arrived.
//
// An admin can resend the delivery e-mail of a delivered, unopened gift: a new token is minted and
// its hash replaces the old one (the old link stops working), claimed by a conditional update on
// the old hash, so two resends at once mint and send one new link.
import { hashToken, newRawToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db";
import { deliverRecorded, RECORD_SELECT, recordedEmail, sendingEmailRow, type OutgoingEmail } from "@/lib/email/send";
import { emailTransport } from "@/lib/email/transport";
import { giftToRecipientEmail, loadGiftForEmail, sendGiftDeliveredNote } from "./emails";
import type { Prisma } from "@/lib/generated/prisma/client";

export const ACTIVATION_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

/** What makes a gift deliverable at `now`: its order paid and fulfilled, not refunded, its time come. */
export function deliverableWhere(now: Date) {
  return { deliveredAt: null, refundedAt: null, deliverAt: { lte: now }, order: { is: { status: "fulfilled" as const } } };
}

/** Claims the gift with `where` (setting the token's hash and expiry, and `data`) and records `email`
 * in one transaction; then sends it. Returns null when the claim was lost, else whether an e-mail
 * was recorded (false: one with its dedupe key exists already). */
async function claimAndSend(
  giftId: string,
  where: Prisma.GiftWhereInput,
  token: string,
  now: Date,
  email: OutgoingEmail,
  data: Prisma.GiftUpdateManyMutationInput = {},
): Promise<{ recorded: boolean } | null> {
  const transport = emailTransport().kind;
  const record = await db().$transaction(async (tx) => {
    const claimed = await tx.gift.updateMany({
      where: { ...where, id: giftId },
      data: { ...data, activationTokenHash: hashToken(token), activationExpiresAt: new Date(now.getTime() + ACTIVATION_LINK_TTL_MS) },
    });
    if (claimed.count !== 1) return null;
    const [row] = await tx.emailMessage.createManyAndReturn({ data: [sendingEmailRow(email, transport, now)], skipDuplicates: true, select: RECORD_SELECT });
    return { row: row ?? null };
  });
  if (!record) return null;
  if (record.row) await deliverRecorded([recordedEmail(record.row)]);
  return { recorded: record.row !== null };
}

/** Delivers one gift if it is due and nobody has; true when this call delivered it. */
export async function deliverGift(giftId: string, now = new Date()): Promise<boolean> {
  const gift = await loadGiftForEmail(giftId);
  if (!gift || gift.deliveredAt) return false;
  const token = newRawToken();
  const email = await giftToRecipientEmail(gift, token);
  const outcome = await claimAndSend(giftId, deliverableWhere(now), token, now, email, { deliveredAt: now });
  if (!outcome) return false;
  // The note to the giver only once the gift itself is on its way (a provider failure is retried
  // by the e-mail queue, which keeps the recorded message).
  if (outcome.recorded) await sendGiftDeliveredNote({ ...gift, deliveredAt: now });
  return true;
}

export type GiftResendResult = { status: "sent"; to: string } | { status: "not_resendable" } | { status: "busy" };

/** An admin's resend of a delivered, unopened, unrefunded gift's e-mail, with a new link (see the top). */
export async function resendGiftDelivery(giftId: string, now = new Date()): Promise<GiftResendResult> {
  const current = await db().gift.findUnique({
    where: { id: giftId },
    select: { activationTokenHash: true, deliveredAt: true, isActivated: true, refundedAt: true },
  });
  if (!current || !current.deliveredAt || current.isActivated || current.refundedAt) return { status: "not_resendable" };
  const gift = await loadGiftForEmail(giftId);
  if (!gift) return { status: "not_resendable" };
  const token = newRawToken();
  // Its own key per minted link: every resend is a new e-mail, and a retry of this one sends it once.
  const email = await giftToRecipientEmail(gift, token, { dedupeKey: `gift-received:${gift.id}:resend:${hashToken(token).slice(0, 24)}` });
  const outcome = await claimAndSend(
    giftId,
    { activationTokenHash: current.activationTokenHash, deliveredAt: { not: null }, isActivated: false, refundedAt: null },
    token,
    now,
    email,
  );
  return outcome ? { status: "sent", to: gift.recipientEmail } : { status: "busy" };
}
