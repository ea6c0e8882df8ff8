import "server-only";
// The gifts' part of the hourly scheduled job: deliver gifts whose morning has come, and send the
// one gentle reminder to recipients who have not opened a gift a week after it arrived. Both claim
// each gift with a conditional update, so overlapping runs send each e-mail once; both work in
// bounded batches through indexed queries (gifts by delivered_at, deliver_at).
import { db } from "@/lib/db";
import type { JobCounts, ScheduledJob } from "@/lib/scheduled/types";
import { deliverableWhere, deliverGift } from "./deliver";
import { giftEmailSelect, sendGiftReminder } from "./emails";

/** Gifts handled per query, and queries per run: a backlog larger than this is finished by the next runs. */
export const GIFT_BATCH_SIZE = 100;
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
        console.error("gifts: scheduled work failed", { giftId: id, error });
        counts.failed += 1;
        passed.push(id);
      }
    }
    if (ids.length < GIFT_BATCH_SIZE) break;
  }
  return counts;
}

export const giftDeliveryJob: ScheduledJob = {
  name: "gift-delivery",
  run(now) {
    return inBatches(
      async (skip) =>
        (
          await db().gift.findMany({
            where: { ...deliverableWhere(now), id: { notIn: skip } },
            orderBy: { deliverAt: "asc" },
            take: GIFT_BATCH_SIZE,
            select: { id: true },
          })
        ).map((gift) => gift.id),
      (id) => deliverGift(id, now),
    );
  },
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
