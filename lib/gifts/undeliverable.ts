import "server-only";
// A gift whose e-mail did not reach its recipient. When the provider reports that the gift's own
// e-mail (its delivery, an admin's resend or a correction) bounced for good or was complained about,
// the gift is marked undeliverable, once per address, and the giver is told by e-mail, with a link to
// the gift's order page, in the same transaction. A bounce of an address the gift no longer goes to
// (corrected since) changes nothing. The giver's correction is in ./deliver.ts.
import { db } from "@/lib/db";
import { isPermanentFailure, type DeliveryEvent } from "@/lib/email/delivery-events";
import { recordEmailIn, sendRecordedEmail } from "@/lib/email/send";
import { env } from "@/lib/env";
import { giftEmailSelect, giftUndeliverableNote } from "./emails";
import { giftOrderKey } from "./order-key";

/** The gift a delivery e-mail's dedupe key names: `gift-received:<id>` or `gift-received:<id>:<more>`. */
function giftIdOf(dedupeKey: string | null): string | null {
  const match = /^gift-received:([A-Za-z0-9_-]+)(?::|$)/.exec(dedupeKey ?? "");
  return match?.[1] ?? null;
}

/** The page where the giver sees the gift's order (and corrects the address), with the key that
 * opens it in any browser (./order-key.ts). */
function giftOrderUrl(order: { id: string; checkoutSessionId: string | null } | null): string {
  const site = env().SITE_URL;
  if (!order?.checkoutSessionId) return `${site}/account`;
  return `${site}/gift-success?session_id=${encodeURIComponent(order.checkoutSessionId)}&key=${giftOrderKey(order.id)}`;
}

type UndeliverableOutcome = "not_a_gift" | "noted" | "already_noted" | "not_current";

/** Acts on a verified delivery event (app/api/webhooks/resend): safe to run again for a replay. */
export async function noteUndeliverableGift(event: DeliveryEvent, now = new Date()): Promise<UndeliverableOutcome> {
  if (!isPermanentFailure(event) || !event.data.email_id) return "not_a_gift";
  const message = await db().emailMessage.findFirst({ where: { providerId: event.data.email_id }, select: { to: true, dedupeKey: true } });
  const giftId = giftIdOf(message?.dedupeKey ?? null);
  if (!message || !giftId) return "not_a_gift";
  const address = message.to.trim().toLowerCase();
  const gift = await db().gift.findUnique({ where: { id: giftId }, select: { ...giftEmailSelect, order: { select: { id: true, checkoutSessionId: true } } } });
  if (!gift) return "not_a_gift";
  if (gift.recipientEmail.trim().toLowerCase() !== address) return "not_current";
  const note = await giftUndeliverableNote(gift, address, giftOrderUrl(gift.order));
  const record = await db().$transaction(async (tx) => {
    const marked = await tx.gift.updateMany({
      where: { id: giftId, recipientEmail: { equals: gift.recipientEmail }, isActivated: false, refundedAt: null, undeliverableAt: null },
      data: { undeliverableAt: now, undeliverableEmail: address },
    });
    if (marked.count === 0) return null;
    return recordEmailIn(tx, note, now);
  });
  if (!record) return "already_noted";
  await sendRecordedEmail(record);
  return "noted";
}
