import "server-only";
// Writing, editing and deleting one's own review, and what the review page shows its author. Only
// an owner of the guide may write one (bought, given, from the quiz or The Atomic Year); a refund
// takes the guide back, and with it the right to review it and the review's place on the page.
import { db, Prisma } from "@/lib/db";
import { revalidateGuideReviews } from "./revalidate";

export const NOT_OWNER = "Only readers who own this guide can review it.";

type OwnReview = { rating: number; body: string; hiddenReason: string | null; hidden: boolean; updatedAt: string };

export async function ownReview(userId: string, guideId: string): Promise<OwnReview | null> {
  const row = await db().review.findUnique({
    where: { userId_guideId: { userId, guideId } },
    select: { rating: true, body: true, hiddenAt: true, hiddenReason: true, updatedAt: true, withdrawnAt: true },
  });
  return row && !row.withdrawnAt
    ? { rating: row.rating, body: row.body ?? "", hidden: row.hiddenAt !== null, hiddenReason: row.hiddenReason, updatedAt: row.updatedAt.toISOString() }
    : null;
}

type SaveReviewResult = { ok: true; hidden: boolean } | { ok: false; code: "not_owner"; error: string };

export async function saveReview(userId: string, input: { guideId: string; rating: number; body: string }): Promise<SaveReviewResult> {
  const owned = await db().userGuide.findUnique({
    where: { userId_guideId: { userId, guideId: input.guideId } },
    select: { guide: { select: { slug: true } } },
  });
  if (!owned) return { ok: false, code: "not_owner", error: NOT_OWNER };
  // A rewrite of a withdrawn review is the author's again, and stays hidden as it was.
  const data = { rating: input.rating, body: input.body || null, withdrawnAt: null };
  const where = { userId_guideId: { userId, guideId: input.guideId } };
  const write = () => db().review.upsert({ where, create: { userId, guideId: input.guideId, ...data }, update: data, select: { hiddenAt: true } });
  let review;
  try {
    review = await write();
  } catch (error) {
    // Two first saves at the same moment: one inserts, the other finds it and updates it.
    if (!(error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")) throw error;
    review = await write();
  }
  if (review.hiddenAt === null) revalidateGuideReviews([owned.guide.slug]);
  return { ok: true, hidden: review.hiddenAt !== null };
}

/** Deletes one's review. One an admin hid is withdrawn instead (its text erased, the row kept hidden):
 * deleting and writing again must not bring a moderated review back to the page. Conditional on
 * the row as it is when written, so a hide that lands between the read and the delete is kept. */
export async function deleteReview(userId: string, guideId: string): Promise<boolean> {
  const review = await db().review.findUnique({
    where: { userId_guideId: { userId, guideId } },
    select: { id: true, hiddenAt: true, withdrawnAt: true, guide: { select: { slug: true } } },
  });
  if (!review || review.withdrawnAt) return false;
  if (!review.hiddenAt) {
    const { count } = await db().review.deleteMany({ where: { id: review.id, hiddenAt: null, withdrawnAt: null } });
    if (count > 0) {
      revalidateGuideReviews([review.guide.slug]);
      return true;
    }
  }
  // Hidden by an admin (before the read, or since): withdrawn, unless it is gone or withdrawn already.
  const withdrawn = await db().review.updateMany({
    where: { id: review.id, hiddenAt: { not: null }, withdrawnAt: null },
    data: { withdrawnAt: new Date(), body: null },
  });
  return withdrawn.count > 0;
}
