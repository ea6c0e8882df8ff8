import "server-only";
// Reviews as the catalogue shows them: cached on the server ('use cache') and tagged, so a guide's
// page and the collection stay prerendered with no database query per request; a review's change
// revalidates the tags (lib/reviews/revalidate.ts). A review is public while its author owns the
// guide and no admin has hidden it.
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import { REVIEWS_ON_PAGE, reviewerName } from "./rules";

export const REVIEWS_TAG = "reviews";

export type RatingSummary = { average: number; count: number };
type PublicReview = { id: string; rating: number; body: string | null; author: string; date: string };
export type GuideReviews = RatingSummary & { reviews: PublicReview[] };

/** Reviews that may be shown: not hidden, by someone who still owns the guide (a refund takes it back). */
function visible(guideId: string) {
  return { guideId, hiddenAt: null, user: { guides: { some: { guideId } } } };
}

/** One guide's average, count and newest reviews. */
export async function getGuideReviews(guideId: string, slug: string): Promise<GuideReviews> {
  "use cache";
  cacheLife("hours");
  cacheTag(REVIEWS_TAG, `guide:${slug}`);
  const where = visible(guideId);
  const [summary, rows] = await Promise.all([
    db().review.aggregate({ where, _avg: { rating: true }, _count: { _all: true } }),
    db().review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: REVIEWS_ON_PAGE,
      select: { id: true, rating: true, body: true, createdAt: true, user: { select: { firstName: true, displayName: true, name: true } } },
    }),
  ]);
  return {
    average: summary._avg.rating ?? 0,
    count: summary._count._all,
    reviews: rows.map((row) => ({ id: row.id, rating: row.rating, body: row.body || null, author: reviewerName(row.user), date: row.createdAt.toISOString() })),
  };
}

/** Every guide's average and count, by guide id, for the collection's cards. */
export async function getRatingSummaries(): Promise<Record<string, RatingSummary>> {
  "use cache";
  cacheLife("hours");
  cacheTag(REVIEWS_TAG);
  // Grouped in the database; the ownership condition is per guide, so it is a join rather than
  // Prisma's groupBy (which cannot filter on a relation).
  const rows = await db().$queryRaw<{ guide_id: string; average: number; count: number }[]>`
    SELECT r.guide_id, avg(r.rating)::float8 AS average, count(*)::int AS count
    FROM reviews r
    JOIN user_guides ug ON ug.user_id = r.user_id AND ug.guide_id = r.guide_id
    WHERE r.hidden_at IS NULL
    GROUP BY r.guide_id`;
  return Object.fromEntries(rows.map((row) => [row.guide_id, { average: row.average, count: row.count }]));
}
