import "server-only";
// One payment is settled by one transaction at a time. Fulfilment and refund handling both take
// this lock first, so a refund can never land between fulfilment's refund check and its grants:
// whichever runs second sees everything the first committed.
import type { Prisma } from "@/lib/db";

/** Callers queue on the lock of a busy payment (duplicate deliveries, the success page): give them
 * time to wait under load instead of failing with Prisma's 2 s / 5 s defaults. The work inside
 * stays short: no provider or e-mail calls. */
export const PAYMENT_TRANSACTION_OPTIONS = { maxWait: 20_000, timeout: 30_000 } as const;

/** Held until the transaction commits or rolls back. `key` is the payment intent id (a refund knows
 * nothing else); a hash collision only serialises two unrelated payments. */
export async function lockPayment(tx: Prisma.TransactionClient, key: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payment:${key}`}, 0))`;
}
