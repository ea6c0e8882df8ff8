import type { DiscountRule } from "@/lib/cart/pricing";
import type { OrderKind, Prisma } from "@/lib/db";
import type { PromisedEmail } from "@/lib/email/promised";

/** A paid order as fulfilment hands it to the handler of its kind. */
export type PaidOrder = {
  id: string;
  kind: OrderKind;
  userId: string | null;
  customerEmail: string | null;
  totalCents: number;
  currency: string;
  /** The rule of the discount code the order was priced with. */
  discountCode: DiscountRule | null;
  /** `bundle`: the strand whose bundle the guide was bought in, at its share of the bundle's price; null for a guide on its own. */
  items: { guideId: string | null; unitCents: number; discountCents: number; bundle: string | null }[];
};

/** What a grant found: the part of the payment (cents) that paid again for what the buyer already
 * owned. Fulfilment records it on the order and refunds it after the commit. */
type GrantOutcome = { duplicateCents: number };

type PaymentFacts = { paymentIntentId: string | null; paidAt: Date };

/**
 * What fulfilment does for one kind of order (guides, the Atomic Year, a gift of either).
 * `grant` and `revoke` run inside the payment's locked transaction (lib/payments/payment-lock.ts) and must do
 * only database work, idempotently: the unique keys decide, never a read before a write.
 * `afterCommit` runs after the transaction, once or more for the same order (a crashed caller is
 * covered by the next): everything it sends carries a dedupe key so it goes out once.
 */
export interface OrderKindHandler {
  grant(tx: Prisma.TransactionClient, order: PaidOrder, payment: PaymentFacts): Promise<GrantOutcome | void>;
  /** The receipt a granted order promises, recorded in the same transaction (lib/email/promised.ts);
   * `afterCommit` sends it, or the scheduled job if the process stops first. */
  receipt(tx: Prisma.TransactionClient, order: PaidOrder): Promise<PromisedEmail | null>;
  afterCommit(order: PaidOrder): Promise<void>;
  /** A full refund: take back what the order gave. */
  revoke(tx: Prisma.TransactionClient, order: { id: string; kind: OrderKind; userId: string | null }, refundedAt: Date): Promise<void>;
}
