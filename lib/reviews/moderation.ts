import "server-only";
// What the admin sees of reviews, and hiding or showing one again. Hiding keeps the review (its
// author sees it is hidden, and why); it leaves the guide's page and its average.
import { db } from "@/lib/db";
import { reviewerName } from "./rules";
import { revalidateGuideReviews } from "./revalidate";

type AdminReview = {
  id: string;
  guideTitle: string;
  guideSlug: string;
  rating: number;
  body: string | null;
  author: string;
  email: string;
  createdAt: Date;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  ownsGuide: boolean;
};

/** Every review, newest first (hidden ones included), a page at a time. */
export async function listReviews(filter: "all" | "hidden" | "shown", page: number, perPage = 25): Promise<{ reviews: AdminReview[]; total: number }> {
  // A hidden review its author withdrew is theirs no longer: nothing to moderate.
  const shown = filter === "hidden" ? { hiddenAt: { not: null } } : filter === "shown" ? { hiddenAt: null } : {};
  const where = { ...shown, withdrawnAt: null };
  const [rows, total] = await Promise.all([
    db().review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * perPage,
      take: perPage,
      select: {
        id: true,
        guideId: true,
        rating: true,
        body: true,
        createdAt: true,
        hiddenAt: true,
        hiddenReason: true,
        guide: { select: { title: true, slug: true } },
        user: { select: { email: true, firstName: true, displayName: true, name: true, guides: { select: { guideId: true } } } },
      },
    }),
    db().review.count({ where }),
  ]);
  return {
    total,
    reviews: rows.map((row) => ({
      id: row.id,
      guideTitle: row.guide.title,
      guideSlug: row.guide.slug,
      rating: row.rating,
      body: row.body,
      author: reviewerName(row.user),
      email: row.user.email,
      createdAt: row.createdAt,
      hiddenAt: row.hiddenAt,
      hiddenReason: row.hiddenReason,
      ownsGuide: row.user.guides.some((owned) => owned.guideId === row.guideId),
    })),
  };
}

/** Hides a review with a reason, or shows it again (reason null). Null when there is no such review. */
export async function setReviewHidden(reviewId: string, reason: string | null): Promise<{ guideTitle: string; changed: boolean } | null> {
  const review = await db().review.findUnique({ where: { id: reviewId }, select: { hiddenAt: true, guide: { select: { title: true, slug: true } } } });
  if (!review) return null;
  const hide = reason !== null;
  // Conditional: two clicks at once change it once.
  const { count } = await db().review.updateMany({
    where: { id: reviewId, hiddenAt: hide ? null : { not: null }, withdrawnAt: null },
    data: hide ? { hiddenAt: new Date(), hiddenReason: reason } : { hiddenAt: null, hiddenReason: null },
  });
  if (count > 0) revalidateGuideReviews([review.guide.slug]);
  // Deleted by its author meanwhile: there is no such review any more.
  else if (!(await db().review.findUnique({ where: { id: reviewId }, select: { id: true } }))) return null;
  return { guideTitle: review.guide.title, changed: count > 0 };
}
