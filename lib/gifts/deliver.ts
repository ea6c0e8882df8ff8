import "server-only";
// Delivering gifts: each gift is claimed by one conditional update of delivered_at (paid, not
// refunded, not yet delivered, its time come), which also stores the SHA-256 of a fresh activation
// token (256 random bits) and its expiry a year later. Only the caller that wins the claim knows the
// token. The recipient's e-mail and the note to the giver are recorded in the same transaction as
// the claim, so a crash right after it leaves them in the outbox as in flight, and the retry job
// sends them when their lease runs out (the token is never stored, so nothing else could send that
// link). Many gifts at once (the scheduled job) are claimed in one statement and their e-mails leave
// through the provider's batch call; rendering happens before, outside the transaction.
//
// An admin can resend the delivery e-mail of a delivered, unopened gift: a new token is minted and
// its hash replaces the old one (the old link stops working), claimed by a conditional update on
// the old hash, so two resends at once mint and send one new link.
import { hashToken, newRawToken } from "@/lib/auth/tokens";
import { db, Prisma as PrismaSql, BATCH_TRANSACTION_OPTIONS } from "@/lib/db";
import { randomUUID } from "node:crypto";
import { recordEmailsIn } from "@/lib/email/records";
import { deliverRecorded, RECORD_SELECT, recordedEmail, sendingEmailRow, type OutgoingEmail, type RecordedEmail } from "@/lib/email/send";
import { emailTransport } from "@/lib/email/transport";
import { giftDeliveredNote, giftEmailBatch, giftEmailSelect, giftToRecipientEmail, loadGiftForEmail, type GiftForEmail } from "./emails";
import type { Prisma } from "@/lib/generated/prisma/client";

const ACTIVATION_LINK_TTL_MS = 365 * 24 * 60 * 60 * 1000;

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
  }, BATCH_TRANSACTION_OPTIONS);
  if (!record) return null;
  if (record.row) await deliverRecorded([recordedEmail(record.row)], "transactional");
  return { recorded: record.row !== null };
}

/** Delivers one gift if it is due and nobody has; true when this call delivered it. */
export async function deliverGift(giftId: string, now = new Date()): Promise<boolean> {
  return (await deliverGifts([giftId], now)).has(giftId);
}

const at = (date: Date) => PrismaSql.sql`CAST(${date.toISOString()} AS timestamp(3))`;

/** Delivers the gifts among `giftIds` that are due and that nobody has delivered (see the top):
 * one claim statement, one transaction recording the e-mails, then batches to the provider.
 * Returns the ids this call delivered. */
async function deliverGifts(giftIds: readonly string[], now = new Date()): Promise<Set<string>> {
  const { delivered, records } = await claimGiftDeliveries(giftIds, now);
  // One gift paid for just now (deliverGift): it goes with the transactional e-mail.
  if (records.length > 0) await deliverRecorded(records, "transactional");
  return delivered;
}

/** The first half of deliverGifts: claims the gifts and records their e-mails, and returns the ids
 * claimed and the records, for the caller to send (deliverRecorded). Once this has returned, the
 * e-mails are due to the retry job should the caller never send them. */
export async function claimGiftDeliveries(giftIds: readonly string[], now = new Date()): Promise<{ delivered: Set<string>; records: RecordedEmail[] }> {
  const gifts = await db().gift.findMany({ where: { id: { in: [...giftIds] }, deliveredAt: null }, select: giftEmailSelect });
  if (gifts.length === 0) return { delivered: new Set(), records: [] };
  const planned: { gift: GiftForEmail; hash: string; email: OutgoingEmail; note: OutgoingEmail }[] = [];
  // Templates read and rendered once for the batch, accounts looked up in one query.
  const batch = await giftEmailBatch(gifts.flatMap((gift) => [gift.recipientEmail, gift.giverEmail]));
  for (const gift of gifts) {
    const token = newRawToken();
    planned.push({
      gift,
      hash: hashToken(token),
      email: await giftToRecipientEmail(gift, token, { batch }),
      // To the giver, once the gift itself is on its way: recorded with it, sent after it.
      note: await giftDeliveredNote({ ...gift, deliveredAt: now }, batch),
    });
  }
  const transport = emailTransport().kind;
  const expires = new Date(now.getTime() + ACTIVATION_LINK_TTL_MS);
  return db().$transaction(async (tx) => {
    const claimed = await tx.$queryRaw<{ id: string }[]>`
      UPDATE "gifts" AS g
      SET "delivered_at" = ${at(now)}, "activation_token_hash" = c."hash", "activation_expires_at" = ${at(expires)}, "delivery_claimed_until" = NULL
      FROM unnest(${planned.map((item) => item.gift.id)}::text[], ${planned.map((item) => item.hash)}::text[]) AS c("id", "hash")
      WHERE g."id" = c."id" AND g."delivered_at" IS NULL AND g."refunded_at" IS NULL AND g."deliver_at" <= ${at(now)}
        AND EXISTS (SELECT 1 FROM "orders" AS o WHERE o."id" = g."order_id" AND o."status" = 'fulfilled')
      RETURNING g."id"`;
    const won = new Set(claimed.map((row) => row.id));
    const mine = planned.filter((item) => won.has(item.gift.id));
    if (mine.length === 0) return { delivered: won, records: [] };
    // A recipient e-mail whose dedupe key exists already was recorded before: no second one, no note.
    // The notes are recorded a millisecond after the gifts, so each giver's note follows its gift.
    const recordedAt = Date.now();
    const emails = mine.map((item) => ({ ...item.email, id: randomUUID(), createdAt: new Date(recordedAt) }));
    const gifted = await recordEmailsIn(tx, emails, transport, now);
    const written = new Set(gifted.map((record) => record.id));
    const notes = mine.filter((_, index) => written.has(emails[index]!.id)).map((item) => ({ ...item.note, createdAt: new Date(recordedAt + 1) }));
    const noted = await recordEmailsIn(tx, notes, transport, now);
    return { delivered: won, records: [...gifted, ...noted] };
  }, BATCH_TRANSACTION_OPTIONS);
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

type GiftCorrectionResult =
  { status: "sent"; to: string } | { status: "not_undeliverable" | "already_corrected" | "already_opened" | "same_address" | "refunded" | "busy" };

/** The giver's one correction of an undeliverable gift's address (lib/gifts/undeliverable.ts): the
 * same gift goes to `newEmail` with a new link, and the old link stops working (its hash is
 * replaced). Claimed by a conditional update, so two corrections at once send one gift. */
export async function correctGiftRecipient(giftId: string, newEmail: string, now = new Date()): Promise<GiftCorrectionResult> {
  const current = await db().gift.findUnique({
    where: { id: giftId },
    select: { isActivated: true, refundedAt: true, correctedAt: true, undeliverableAt: true, undeliverableEmail: true, recipientEmail: true },
  });
  if (!current || current.refundedAt) return { status: "refunded" };
  if (current.isActivated) return { status: "already_opened" };
  if (current.correctedAt) return { status: "already_corrected" };
  if (!current.undeliverableAt) return { status: "not_undeliverable" };
  const address = newEmail.trim().toLowerCase();
  if (address === current.recipientEmail.trim().toLowerCase() || address === current.undeliverableEmail) return { status: "same_address" };
  const gift = await loadGiftForEmail(giftId);
  if (!gift) return { status: "refunded" };
  const token = newRawToken();
  const email = await giftToRecipientEmail({ ...gift, recipientEmail: address }, token, { dedupeKey: `gift-received:${gift.id}:corrected` });
  const outcome = await claimAndSend(giftId, { correctedAt: null, isActivated: false, refundedAt: null, undeliverableAt: { not: null } }, token, now, email, {
    recipientEmail: address,
    correctedAt: now,
    undeliverableAt: null,
    deliveredAt: now,
    reminderSentAt: null,
  });
  return outcome ? { status: "sent", to: address } : { status: "busy" };
}
