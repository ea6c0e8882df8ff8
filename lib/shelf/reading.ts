import "server-only";
// Where each person stopped reading each guide in the shop's reader. The page is checked on the
// server against the edition's page count, and only someone who may read the guide has a place in it.
import { db } from "@/lib/db";
import { pdfPageCount } from "@/lib/pdf/page-count";
import type { GuideFormat } from "./download";
import { canAccessGuide } from "./queries";
import type { ReadingPlace } from "./resume";

export async function readingPlace(userId: string, guideId: string): Promise<ReadingPlace | null> {
  return db().readingPlace.findUnique({ where: { userId_guideId: { userId, guideId } }, select: { edition: true, page: true, pageCount: true } });
}

/** `out_of_range`: not a page of that edition; the rest as for a download. */
export type SavePlaceResult = { ok: true; place: ReadingPlace } | { ok: false; reason: "no_guide" | "not_owner" | "no_edition" | "out_of_range" };

export async function saveReadingPlace(user: { id: string; isAdmin: boolean }, guideId: string, edition: GuideFormat, page: number): Promise<SavePlaceResult> {
  const guide = await db().guide.findUnique({ where: { id: guideId }, select: { pdfStoragePath: true, mobilePdfStoragePath: true, updatedAt: true } });
  if (!guide) return { ok: false, reason: "no_guide" };
  if (!(await canAccessGuide(user, guideId))) return { ok: false, reason: "not_owner" };
  const key = edition === "mobile" ? guide.mobilePdfStoragePath : guide.pdfStoragePath;
  const pageCount = key ? await pdfPageCount(key, guide.updatedAt) : null;
  if (pageCount === null) return { ok: false, reason: "no_edition" };
  if (!Number.isSafeInteger(page) || page < 1 || page > pageCount) return { ok: false, reason: "out_of_range" };
  const place = { edition, page, pageCount };
  await db().readingPlace.upsert({
    where: { userId_guideId: { userId: user.id, guideId } },
    create: { userId: user.id, guideId, ...place },
    update: place,
  });
  // The last page reached: the owner has finished the guide, and the shelf (and once an e-mail)
  // asks what they thought of it. The first time only; an admin reading a guide they do not own
  // has no row to mark.
  if (page === pageCount) {
    await db().userGuide.updateMany({ where: { userId: user.id, guideId, finishedAt: null }, data: { finishedAt: new Date() } });
  }
  return { ok: true, place };
}
