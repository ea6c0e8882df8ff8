import "server-only";
// The gifts' part of the scheduled job: deliver gifts whose morning has come, and send the one
// gentle reminder to recipients who have not opened a gift a week after it arrived. Both work in
// bounded batches through indexed queries (gifts by delivered_at, deliver_at).
//
// Delivery drains what is due until nothing is left or the run's time budget ends. Overlapping runs
// take disjoint gifts: a batch is claimed by one UPDATE that picks due gifts in deliver_at order with
// FOR UPDATE SKIP LOCKED and sets a lease (delivery_claimed_until) the other runs respect; the
// delivery itself (lib/gifts/deliver.ts) still claims each gift with its conditional update, so a
// lease that runs out never sends a gift twice. Reminders claim each gift with a conditional update.
import { db, Prisma } from "@/lib/db";
import type { JobCounts, ScheduledJob } from "@/lib/scheduled/types";
import { deliverRecorded, type RecordedEmail } from "@/lib/email/send";
import { claimGiftDeliveries } from "./deliver";
import { giftEmailSelect, sendGiftReminder } from "./emails";
import { log } from "@/lib/log/logger";

/** Gifts handled per query; reminders take at most MAX_BATCHES_PER_RUN queries per run, deliveries
 * as many as the run's time budget allows. */
export const GIFT_BATCH_SIZE = 100;
/** How long a claimed gift is left to the run that claimed it (far more than a batch takes). */
export const GIFT_LEASE_MS = 5 * 60_000;
const MAX_BATCHES_PER_RUN = 10;
export const REMINDER_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

async function inBatches(findIds: (skip: string[]) => Promise<string[]>, handle: (id: string) => Promise<boolean>): Promise<JobCounts> {
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  // Ids that were not sent in this run (lost a race, or failed) are left for the next run instead
  // of being picked again by the next batch.
  const passed: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const ids = await findIds(passed);
    for (const id of ids) {
      try {
        if (await handle(id)) counts.sent += 1;
        else {
          counts.skipped += 1;
          passed.push(id);
        }
      } catch (error) {
        log().error({ giftId: id, err: error }, "gifts: scheduled work failed");
        counts.failed += 1;
        passed.push(id);
      }
    }
    if (ids.length < GIFT_BATCH_SIZE) break;
  }
  return counts;
}

const at = (date: Date) => Prisma.sql`CAST(${date.toISOString()} AS timestamp(3))`;

/** Claims up to `limit` due gifts for this run (see the top of this file); returns their ids. */
async function claimDueGifts(now: Date, limit: number): Promise<string[]> {
  const lease = new Date(Math.max(now.getTime(), Date.now()) + GIFT_LEASE_MS);
  const rows = await db().$queryRaw<{ id: string }[]>`
    UPDATE "gifts" SET "delivery_claimed_until" = ${at(lease)}
    WHERE "id" IN (
      SELECT g."id" FROM "gifts" AS g
      WHERE g."delivered_at" IS NULL AND g."deliver_at" <= ${at(now)} AND g."refunded_at" IS NULL
        AND (g."delivery_claimed_until" IS NULL OR g."delivery_claimed_until" <= ${at(now)})
        AND EXISTS (SELECT 1 FROM "orders" AS o WHERE o."id" = g."order_id" AND o."status" = 'fulfilled')
      ORDER BY g."deliver_at" ASC
      LIMIT ${limit}
      FOR UPDATE OF g SKIP LOCKED
    )
    RETURNING "id"`;
  return rows.map((row) => row.id);
}

/** Delivers due gifts batch after batch until none is due or `deadline` (a Date.now() value) has passed. */
export async function deliverDueGifts(now: Date, options: { deadline?: number; batchSize?: number } = {}): Promise<JobCounts> {
  const batchSize = options.batchSize ?? GIFT_BATCH_SIZE;
  const counts: JobCounts = { sent: 0, skipped: 0, failed: 0 };
  // One batch's e-mails go to the provider while the next batch is claimed and recorded (at most one
  // batch in flight); a send that fails leaves its e-mails to the retry job, the gifts delivered.
  let sending: Promise<void> | undefined;
  const send = async (records: RecordedEmail[]) => {
    try {
      await deliverRecorded(records);
    } catch (error) {
      log().error({ emails: records.length, err: error }, "gifts: sending delivered gifts' e-mails failed; the retry job sends them");
    }
  };
  try {
    for (;;) {
      const ids = await claimDueGifts(now, batchSize);
      if (ids.length === 0) break;
      try {
        const { delivered, records } = await claimGiftDeliveries(ids, now);
        counts.sent += delivered.size;
        counts.skipped += ids.length - delivered.size;
        await sending;
        sending = send(records);
      } catch (error) {
        // Their leases keep them from the rest of this run; the next run tries them again.
        log().error({ gifts: ids.length, err: error }, "gifts: delivery failed");
        counts.failed += ids.length;
      }
      if (ids.length < batchSize || Date.now() >= (options.deadline ?? Infinity)) break;
    }
  } finally {
    await sending;
  }
  return counts;
}

export const giftDeliveryJob: ScheduledJob = {
  name: "gift-delivery",
  run: (now, deadline) => deliverDueGifts(now, { deadline }),
};

/** An unopened, unrefunded gift delivered at least a week ago, not yet reminded, whose link still works. */
function remindableWhere(now: Date) {
  return {
    deliveredAt: { lte: new Date(now.getTime() - REMINDER_AFTER_MS) },
    isActivated: false,
    reminderSentAt: null,
    refundedAt: null,
    activationExpiresAt: { gt: now },
  };
}

async function remindGift(giftId: string, now: Date): Promise<boolean> {
  const claimed = await db().gift.updateMany({ where: { id: giftId, ...remindableWhere(now) }, data: { reminderSentAt: now } });
  if (claimed.count !== 1) return false;
  const gift = await db().gift.findUnique({ where: { id: giftId }, select: giftEmailSelect });
  if (!gift) return false;
  await sendGiftReminder(gift);
  return true;
}

export const giftReminderJob: ScheduledJob = {
  name: "gift-reminder",
  run(now) {
    return inBatches(
      async (skip) =>
        (
          await db().gift.findMany({
            where: { ...remindableWhere(now), id: { notIn: skip } },
            orderBy: { deliveredAt: "asc" },
            take: GIFT_BATCH_SIZE,
            select: { id: true },
          })
        ).map((gift) => gift.id),
      (id) => remindGift(id, now),
    );
  },
};
