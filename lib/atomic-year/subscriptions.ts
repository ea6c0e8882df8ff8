import "server-only";
// Placeholder with the contract's signatures so the gifts branch compiles; `atomic` owns the real
// module. Its minimal honest body starts a 365-day programme at once and ends it on a refund.
import { db, type Prisma } from "@/lib/db";

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Starts one programme (idempotent per orderId / giftId). */
export async function startProgramme(
  tx: Prisma.TransactionClient,
  input: { userId: string; email: string; orderId?: string; giftId?: string; paymentIntentId?: string | null; now?: Date },
): Promise<{ subscriptionId: string; start: Date; queued: boolean }> {
  const start = input.now ?? new Date();
  const where = input.giftId ? { giftId: input.giftId } : { orderId: input.orderId };
  const subscription = await tx.atomicYearSubscription.upsert({
    where: input.giftId ? { giftId: input.giftId } : { orderId: input.orderId! },
    create: {
      userId: input.userId,
      email: input.email,
      ...where,
      stripePaymentIntentId: input.paymentIntentId ?? null,
      subscriptionStart: start,
      subscriptionEnd: new Date(start.getTime() + YEAR_MS),
      nextEmailAt: start,
    },
    update: {},
    select: { id: true, subscriptionStart: true },
  });
  return { subscriptionId: subscription.id, start: subscription.subscriptionStart, queued: false };
}

/** Ends a programme early (refund). */
export async function endProgramme(tx: Prisma.TransactionClient, where: { orderId: string } | { giftId: string }, endedAt: Date): Promise<void> {
  await tx.atomicYearSubscription.updateMany({ where, data: { status: "cancelled", endedAt, nextEmailAt: null } });
}

/** The person's running or queued programmes, soonest first. */
export async function programmesOf(userId: string): Promise<{ id: string; subscriptionStart: Date; subscriptionEnd: Date; status: string }[]> {
  return db().atomicYearSubscription.findMany({
    where: { userId, status: "active" },
    orderBy: { subscriptionStart: "asc" },
    select: { id: true, subscriptionStart: true, subscriptionEnd: true, status: true },
  });
}
