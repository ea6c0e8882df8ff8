import "server-only";
// The Atomic Year programme's lifecycle: started by a paid order or an activated gift, ended early
// by a refund. A person's programmes never overlap: a second one (bought again, or given to someone
// whose year is running) waits and starts the moment the one before it ends. Everything that reads
// and then writes a person's programmes holds that person's lock, so two payments settling at once
// still chain one after the other.
import { db, type Prisma } from "@/lib/db";
import { PROGRAMME_LENGTH_DAYS, addDays } from "./schedule-copy";

/** Serialises the programme changes of one person until the transaction ends. */
async function lockPerson(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`programme:${userId}`}, 0))`;
}

/** When a programme of this person can start: now, or the end of the last one still to run (of
 * those ahead of `behind` in the queue, when given). */
async function nextFreeStart(tx: Prisma.TransactionClient, userId: string, now: Date, behind?: { id: string; subscriptionStart: Date }): Promise<Date> {
  const last = await tx.atomicYearSubscription.findFirst({
    where: {
      userId,
      status: "active",
      subscriptionEnd: { gt: now },
      ...(behind ? { id: { not: behind.id }, subscriptionStart: { lt: behind.subscriptionStart } } : {}),
    },
    orderBy: { subscriptionEnd: "desc" },
    select: { subscriptionEnd: true },
  });
  return last ? last.subscriptionEnd : now;
}

/** Starts (or, when the person's programme is still running, queues to start when it ends) one
 * programme: 365 days, status active, nextEmailAt = subscriptionStart. Idempotent per orderId /
 * giftId (their unique keys). Serialised per user (transaction-scoped advisory lock). */
export async function startProgramme(
  tx: Prisma.TransactionClient,
  input: { userId: string; email: string; orderId?: string; giftId?: string; paymentIntentId?: string | null; now?: Date },
): Promise<{ subscriptionId: string; start: Date; queued: boolean }>;
/** With `onlyIfNone`, a person who already has a programme running or waiting gets none (null): a
 * year bought for oneself is never queued behind another (checkout refuses it; a second checkout
 * paid before it could be closed is a duplicate payment). */
export async function startProgramme(
  tx: Prisma.TransactionClient,
  input: { userId: string; email: string; orderId: string; paymentIntentId?: string | null; now?: Date; onlyIfNone: true },
): Promise<{ subscriptionId: string; start: Date; queued: boolean } | null>;
export async function startProgramme(
  tx: Prisma.TransactionClient,
  input: { userId: string; email: string; orderId?: string; giftId?: string; paymentIntentId?: string | null; now?: Date; onlyIfNone?: boolean },
): Promise<{ subscriptionId: string; start: Date; queued: boolean } | null> {
  if (!input.orderId === !input.giftId) throw new Error("startProgramme: exactly one of orderId and giftId");
  const now = input.now ?? new Date();
  await lockPerson(tx, input.userId);
  if (input.onlyIfNone) {
    const other = await tx.atomicYearSubscription.findFirst({
      // A gifted year has no order id: spelled out, since `<>` alone skips nulls.
      where: { userId: input.userId, status: "active", subscriptionEnd: { gt: now }, OR: [{ orderId: null }, { orderId: { not: input.orderId } }] },
      select: { id: true },
    });
    if (other) return null;
  }
  const start = await nextFreeStart(tx, input.userId, now);
  // The unique order / gift key decides: a repeat of the same payment or activation inserts nothing
  // and finds the programme the first one started.
  await tx.atomicYearSubscription.createMany({
    data: [
      {
        userId: input.userId,
        email: input.email,
        status: "active",
        orderId: input.orderId ?? null,
        giftId: input.giftId ?? null,
        stripePaymentIntentId: input.paymentIntentId ?? null,
        subscriptionStart: start,
        subscriptionEnd: addDays(start, PROGRAMME_LENGTH_DAYS),
        nextEmailAt: start,
      },
    ],
    skipDuplicates: true,
  });
  const programme = await tx.atomicYearSubscription.findUniqueOrThrow({
    where: input.orderId ? { orderId: input.orderId } : { giftId: input.giftId },
    select: { id: true, subscriptionStart: true },
  });
  return { subscriptionId: programme.id, start: programme.subscriptionStart, queued: programme.subscriptionStart.getTime() > now.getTime() };
}

/** Ends a programme early (refund): status cancelled, endedAt, nextEmailAt null, and takes back
 * the guides its drops put on the shelf (user_guides with acquiredVia atomic_year and orderId =
 * the programme's paying order: its own order, or the gift's order for a gifted year). */
export async function endProgramme(tx: Prisma.TransactionClient, where: { orderId: string } | { giftId: string }, endedAt: Date): Promise<void> {
  const programme = await tx.atomicYearSubscription.findUnique({
    where,
    select: { id: true, userId: true, orderId: true, gift: { select: { orderId: true } } },
  });
  if (!programme) return;
  await lockPerson(tx, programme.userId);
  const ended = await tx.atomicYearSubscription.updateMany({
    where: { id: programme.id, status: "active" },
    data: { status: "cancelled", endedAt, nextEmailAt: null },
  });
  if (ended.count === 0) return;
  const payingOrderId = programme.orderId ?? programme.gift?.orderId ?? null;
  if (payingOrderId) {
    await tx.userGuide.deleteMany({ where: { userId: programme.userId, acquiredVia: "atomic_year", orderId: payingOrderId } });
  }
  await moveQueuedForward(tx, programme.userId, endedAt);
}

/** A year queued behind one that ended early starts when the gap opens, not a year later: each
 * programme that has not started yet moves up to the end of the one still running before it. */
async function moveQueuedForward(tx: Prisma.TransactionClient, userId: string, now: Date): Promise<void> {
  const queued = await tx.atomicYearSubscription.findMany({
    where: { userId, status: "active", subscriptionStart: { gt: now } },
    orderBy: { subscriptionStart: "asc" },
    select: { id: true, subscriptionStart: true },
  });
  // In queue order, so each one reads the already moved end of the one before it.
  for (const programme of queued) {
    const start = await nextFreeStart(tx, userId, now, programme);
    if (start.getTime() >= programme.subscriptionStart.getTime()) continue;
    await tx.atomicYearSubscription.update({
      where: { id: programme.id },
      data: { subscriptionStart: start, subscriptionEnd: addDays(start, PROGRAMME_LENGTH_DAYS), nextEmailAt: start },
    });
  }
}

/** The person's running or queued programmes, soonest first (for "not sold a second one" and the shelf). */
export async function programmesOf(userId: string): Promise<{ id: string; subscriptionStart: Date; subscriptionEnd: Date; status: string }[]> {
  return db().atomicYearSubscription.findMany({
    where: { userId, status: "active", subscriptionEnd: { gt: new Date() } },
    orderBy: { subscriptionStart: "asc" },
    select: { id: true, subscriptionStart: true, subscriptionEnd: true, status: true },
  });
}
