import "server-only";
// What became of an e-mail after the provider took it: Resend reports delivered, bounced,
// complained and delivery-delayed through a webhook signed by Svix (app/api/webhooks/resend). Each
// event is recorded once by its webhook id (a replay changes nothing), against the e-mail record
// whose provider id it names, and feeds the suppression list: a hard bounce or a complaint stops
// every bulk e-mail (programme e-mails, news, reminders) to the address; a soft bounce is counted
// and three in a row count as hard; a delivery clears the count. Receipts and account e-mails are
// still attempted to a suppressed address (the person may need them, and may fix their inbox).
//
// An event may come before the shop has recorded the message's provider id (the provider answered
// the send, and its webhook beat the shop's write): it is kept unlinked, and applied to the message
// once the id is recorded (applyEarlyEvents).
import { z } from "zod";
import { db } from "@/lib/db";
import { log } from "@/lib/log/logger";

/** The event types the shop acts on; any other is acknowledged and ignored. */
const HANDLED = ["email.delivered", "email.bounced", "email.complained", "email.delivery_delayed"] as const;

/** The part of Resend's webhook payload the shop reads. */
export const deliveryEventSchema = z.object({
  type: z.string().max(100),
  created_at: z.string().max(100).optional(),
  data: z
    .object({
      email_id: z.string().max(200).optional(),
      to: z.union([z.array(z.string().max(320)).max(50), z.string().max(320)]).optional(),
      bounce: z.object({ type: z.string().max(100).optional(), subType: z.string().max(100).optional(), message: z.string().max(2000).optional() }).optional(),
    })
    .passthrough(),
});
export type DeliveryEvent = z.infer<typeof deliveryEventSchema>;

/** Soft bounces in a row that count as a hard one. */
const SOFT_BOUNCE_LIMIT = 3;

const DELIVERY_OF: Record<(typeof HANDLED)[number], string> = {
  "email.delivered": "delivered",
  "email.bounced": "bounced",
  "email.complained": "complained",
  "email.delivery_delayed": "delayed",
};

export type EventOutcome = "recorded" | "duplicate" | "ignored";

/** A bounce the receiving server may take back later (a full mailbox): Resend's "Transient". */
function isSoftBounce(event: DeliveryEvent): boolean {
  return event.type === "email.bounced" && /^transient$/i.test(event.data.bounce?.type ?? "");
}

/** A failure the address will not recover from: a permanent bounce or a complaint. */
export function isPermanentFailure(event: DeliveryEvent): boolean {
  return event.type === "email.complained" || (event.type === "email.bounced" && !isSoftBounce(event));
}

function recipientsOf(event: DeliveryEvent): string[] {
  const to = event.data.to;
  return (Array.isArray(to) ? to : to ? [to] : []).map((address) => address.trim().toLowerCase()).filter((address) => address.length > 0);
}

/** Records one verified event (its webhook id `eventId`), once. */
export async function recordDeliveryEvent(eventId: string, event: DeliveryEvent, now: Date = new Date()): Promise<EventOutcome> {
  if (!(HANDLED as readonly string[]).includes(event.type)) return "ignored";
  const type = event.type as (typeof HANDLED)[number];
  const providerId = event.data.email_id ?? null;
  const message = providerId ? await db().emailMessage.findFirst({ where: { providerId }, select: { id: true, to: true } }) : null;
  // The recipients the event names, else the record's own address.
  const recipients = recipientsOf(event);
  if (recipients.length === 0 && message) recipients.push(message.to.trim().toLowerCase());
  const recorded = await db().$transaction(async (tx) => {
    const created = await tx.emailEvent.createMany({
      data: [{ id: eventId, type, providerId, emailMessageId: message?.id ?? null, recipient: recipients[0] ?? null, receivedAt: now }],
      skipDuplicates: true,
    });
    if (created.count === 0) return false;
    if (message) await tx.emailMessage.update({ where: { id: message.id }, data: { delivery: DELIVERY_OF[type], deliveryAt: now }, select: { id: true } });
    for (const address of recipients) {
      if (type === "email.delivered") {
        // Delivered: the soft bounces in a row end; a suppression stays until an admin lifts it.
        await tx.emailSuppression.updateMany({ where: { address, reason: null }, data: { softBounces: 0 } });
      } else if (type === "email.complained" || (type === "email.bounced" && !isSoftBounce(event))) {
        const reason = type === "email.complained" ? "complaint" : "hard_bounce";
        const detail = event.data.bounce?.message?.slice(0, 500) ?? null;
        await tx.emailSuppression.upsert({
          where: { address },
          create: { address, reason, detail, suppressedAt: now },
          // A complaint outranks a bounce; an address already suppressed keeps its first reason otherwise.
          update: reason === "complaint" ? { reason, detail, suppressedAt: now } : {},
        });
        await tx.emailSuppression.updateMany({ where: { address, suppressedAt: null }, data: { reason, detail, suppressedAt: now } });
      } else if (isSoftBounce(event)) {
        const row = await tx.emailSuppression.upsert({
          where: { address },
          create: { address, softBounces: 1 },
          update: { softBounces: { increment: 1 } },
          select: { softBounces: true, suppressedAt: true },
        });
        if (row.softBounces >= SOFT_BOUNCE_LIMIT && !row.suppressedAt) {
          await tx.emailSuppression.update({
            where: { address },
            data: { reason: "soft_bounces", detail: `${row.softBounces} soft bounces in a row`, suppressedAt: now },
          });
        }
      }
    }
    return true;
  });
  // With no message found, the send's record of the id may have committed meanwhile and missed this
  // event; with one, earlier events may still wait (the process stopped between the send's record
  // and its applyEarlyEvents).
  if (recorded && providerId) await applyEarlyEvents([providerId]);
  if (recorded && type !== "email.delivered")
    log().info({ eventId, type, emailId: message?.id, recipients: recipients.length }, "email: delivery event recorded");
  return recorded ? "recorded" : "duplicate";
}

/**
 * Links the events reported before the shop knew these provider ids to their messages, each message
 * taking its newest such event's delivery (unless a newer one was applied already). Called where a
 * send records provider ids, after it commits, and by every recorded event, after its own commit:
 * whichever of the two commits second sees the other's write, so none is missed. One
 * statement on a partial index (email_events_unlinked_provider_id_idx) that holds only such events.
 */
export async function applyEarlyEvents(providerIds: readonly (string | null)[]): Promise<void> {
  const ids = providerIds.filter((id): id is string => id !== null);
  if (ids.length === 0) return;
  const [types, deliveries] = [Object.keys(DELIVERY_OF), Object.values(DELIVERY_OF)];
  try {
    // One statement, so the events are never linked without their delivery applied.
    await db().$executeRaw`
      WITH linked AS (
        UPDATE "email_events" AS e SET "email_message_id" = m."id"
        FROM "email_messages" AS m
        WHERE e."email_message_id" IS NULL AND e."provider_id" = ANY(${ids}::text[]) AND m."provider_id" = e."provider_id"
        RETURNING m."id" AS "message_id", e."type", e."received_at"
      ), newest AS (
        SELECT DISTINCT ON ("message_id") "message_id", "type", "received_at" FROM linked ORDER BY "message_id", "received_at" DESC
      )
      UPDATE "email_messages" AS m SET "delivery" = d."delivery", "delivery_at" = newest."received_at"
      FROM newest JOIN unnest(${types}::text[], ${deliveries}::text[]) AS d("type", "delivery") ON d."type" = newest."type"
      WHERE m."id" = newest."message_id" AND (m."delivery_at" IS NULL OR m."delivery_at" <= newest."received_at")`;
  } catch (error) {
    // The message was sent and the event recorded either way; the message's next event tries again.
    log().warn({ err: error, providerIds: ids.length }, "email: early delivery events not applied");
  }
}

/** The addresses among `addresses` that no bulk e-mail may go to (compared lower-cased). */
export async function suppressedAmong(addresses: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(addresses.map((address) => address.trim().toLowerCase()))];
  if (wanted.length === 0) return new Set();
  const rows = await db().emailSuppression.findMany({ where: { address: { in: wanted }, suppressedAt: { not: null } }, select: { address: true } });
  return new Set(rows.map((row) => row.address));
}

type Suppression = { address: string; reason: string; detail: string | null; suppressedAt: Date };

/** Why `address` gets no bulk e-mail, or null when it does. */
export async function suppressionOf(address: string): Promise<Suppression | null> {
  const row = await db().emailSuppression.findUnique({
    where: { address: address.trim().toLowerCase() },
    select: { address: true, reason: true, detail: true, suppressedAt: true },
  });
  return row?.reason && row.suppressedAt ? { address: row.address, reason: row.reason, detail: row.detail, suppressedAt: row.suppressedAt } : null;
}
