import "server-only";
import { db } from "@/lib/db";

/** Whether this person may review this guide: they own it (bought, given, from the quiz or The Atomic Year). */
export async function canReview(userId: string, guideId: string): Promise<boolean> {
  const row = await db().userGuide.findUnique({ where: { userId_guideId: { userId, guideId } }, select: { id: true } });
  return row !== null;
}
