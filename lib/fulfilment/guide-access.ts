import "server-only";
// Why a person may or may not have a guide's file, for the page a refused download link leads to: they
// own it (or are an admin); the order that gave it to them was refunded (which took it off the shelf);
// or it was never theirs. The download and the reader decide access by ownership alone
// (lib/shelf/queries.ts); this only explains a refusal.
import { db } from "@/lib/db";
import { canAccessGuide } from "@/lib/shelf/queries";
import { orderNumber } from "./order-number";

export type GuideAccess = {
  guide: { id: string; title: string; slug: string };
  access: "owned" | "refunded" | "not_owned";
  /** The refunded order's number (the newest refunded order of the person's with this guide). */
  orderNumber: string | null;
};

/** Null when there is no such guide. */
export async function guideAccessFor(user: { id: string; isAdmin: boolean }, guideId: string): Promise<GuideAccess | null> {
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, title: true, slug: true } });
  if (!guide) return null;
  if (await canAccessGuide(user, guide.id)) return { guide, access: "owned", orderNumber: null };
  const refunded = await db().order.findFirst({
    where: { userId: user.id, status: "refunded", items: { some: { guideId: guide.id } } },
    orderBy: { refundedAt: { sort: "desc", nulls: "last" } },
    select: { id: true },
  });
  return refunded ? { guide, access: "refunded", orderNumber: orderNumber(refunded.id) } : { guide, access: "not_owned", orderNumber: null };
}
