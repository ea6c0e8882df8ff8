import "server-only";
// A review's change reaches the prerendered catalogue: its guide's page and the cards' averages.
import { revalidatePath, revalidateTag } from "next/cache";
import { db } from "@/lib/db";
import { REVIEWS_TAG } from "./queries";

export function revalidateGuideReviews(slugs: string[]): void {
  if (slugs.length === 0) return;
  revalidateTag(REVIEWS_TAG, { expire: 0 });
  for (const slug of new Set(slugs)) {
    revalidateTag(`guide:${slug}`, { expire: 0 });
    revalidatePath(`/guides/${slug}`);
  }
  revalidatePath("/guides");
  revalidatePath("/");
}

/** After a person lost guides (a refund) or left (account deletion): the pages showing their
 * reviews of those guides. `guideIds` omitted: every guide they reviewed. */
export async function revalidateReviewsOf(userId: string, guideIds?: string[]): Promise<void> {
  const rows = await db().review.findMany({
    where: { userId, ...(guideIds ? { guideId: { in: guideIds } } : {}) },
    select: { guide: { select: { slug: true } } },
  });
  revalidateGuideReviews(rows.map((row) => row.guide.slug));
}
