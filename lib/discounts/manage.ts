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

export type SaveResult = { ok: true; id: string; created: boolean } | { ok: false; reason: "duplicate" | "not_found" };

export async function saveDiscountCode(data: DiscountCodeData): Promise<SaveResult> {
  const { id, ...fields } = data;
  try {
    if (id) {
      const updated = await db().discountCode.updateMany({ where: { id }, data: fields });
      return updated.count === 1 ? { ok: true, id, created: false } : { ok: false, reason: "not_found" };
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
