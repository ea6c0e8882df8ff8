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

/** After people lost guides (a refund): the pages showing their reviews of those guides. */
export async function revalidateReviewsOf(holders: readonly { userId: string; guideId: string }[]): Promise<void> {
  if (holders.length === 0) return;
  const rows = await db().review.findMany({
    where: { OR: holders.map(({ userId, guideId }) => ({ userId, guideId })) },
    select: { guide: { select: { slug: true } } },
  });
  revalidateGuideReviews(rows.map((row) => row.guide.slug));
}
