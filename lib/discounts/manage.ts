import "server-only";
// The admin's side of discount codes: the list with each code's uses, and saving, pausing and
// resuming a code. The admin rule is checked by the caller (lib/admin/discount-actions.ts).
import { db, Prisma } from "@/lib/db";
import type { DiscountCodeData } from "./schema";
import { holdsAUse, RULE_SELECT } from "./redeem";

export type DiscountCodeRow = {
  id: string;
  code: string;
  name: string;
  kind: "percent_off" | "amount_off" | "second_guide_free";
  percentOff: number | null;
  amountOffCents: number | null;
  appliesToGuides: boolean;
  appliesToAtomicYear: boolean;
  appliesToGifts: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  active: boolean;
  /** Orders holding a use now (open checkouts, paid and fulfilled orders: ./redeem.ts). */
  uses: number;
};

export async function listDiscountCodes(): Promise<DiscountCodeRow[]> {
  const [codes, held] = await Promise.all([
    db().discountCode.findMany({
      orderBy: [{ active: "desc" }, { createdAt: "desc" }],
      select: RULE_SELECT,
    }),
    db().order.groupBy({ by: ["discountCodeId"], where: { discountCodeId: { not: null }, ...holdsAUse(new Date()) }, _count: { _all: true } }),
  ]);
  const uses = new Map(held.map((row) => [row.discountCodeId, row._count._all]));
  return codes.map((code) => ({ ...code, uses: uses.get(code.id) ?? 0 }));
}

export type SaveResult = { ok: true; id: string; created: boolean } | { ok: false; reason: "duplicate" | "not_found" | "effect_in_use" };

/**
 * Creates or edits a code. What a code takes off (its kind and amount) is fixed once an order was
 * priced with it, as a payment provider's coupon is: an order's refunds (a duplicate's, say) price
 * it again by the code's rule, which must be the one it was sold under. Its name, dates, limits and
 * targets stay editable; a different effect is a new code.
 */
export async function saveDiscountCode(data: DiscountCodeData): Promise<SaveResult> {
  const { id, ...fields } = data;
  try {
    if (id) {
      const sameEffect = { kind: fields.kind, percentOff: fields.percentOff, amountOffCents: fields.amountOffCents };
      const updated = await db().discountCode.updateMany({ where: { id, OR: [sameEffect, { orders: { none: {} } }] }, data: fields });
      if (updated.count === 1) return { ok: true, id, created: false };
      const exists = await db().discountCode.findUnique({ where: { id }, select: { id: true } });
      return { ok: false, reason: exists ? "effect_in_use" : "not_found" };
    }
    const created = await db().discountCode.create({ data: fields, select: { id: true } });
    return { ok: true, id: created.id, created: true };
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, reason: "duplicate" };
    throw error;
  }
}

/** Pauses (false) or resumes (true) a code; the code, or null when there is no such code. */
export async function setDiscountCodeActive(id: string, active: boolean): Promise<string | null> {
  const updated = await db().discountCode.updateManyAndReturn({ where: { id }, data: { active }, select: { code: true } });
  return updated[0]?.code ?? null;
}
