import "server-only";
// A person's shelf: two queries whatever the collection size (ownership and profile); the
// catalogue itself comes from the server cache.
import { z } from "zod";
import { db } from "@/lib/db";
import { recommendationReason } from "@/lib/quiz/reason";

/** How long a guide that arrived on the shelf is marked "New". */
export const NEW_ON_SHELF_MS = 7 * 24 * 60 * 60 * 1000;

export type QuizArrival = { guideId: string; title: string; reason: string };

export type ShelfOwnership = {
  ownedGuideIds: string[];
  /** Guides that arrived within NEW_ON_SHELF_MS. */
  newGuideIds: string[];
  /** The quiz's free guide while it is new, with why the answers chose it. */
  quizArrival: QuizArrival | null;
  firstGuideClaimed: boolean;
  name: string;
};

// The part of a stored quiz result the reason is read from (lib/quiz/submit.ts writes it).
const storedAnswersSchema = z.object({ answer_guide_ids: z.array(z.string()) });

export async function getShelfOwnership(userId: string): Promise<ShelfOwnership> {
  const [owned, profile] = await Promise.all([
    db().userGuide.findMany({
      where: { userId },
      select: { guideId: true, acquiredVia: true, createdAt: true, guide: { select: { title: true } } },
      orderBy: { createdAt: "asc" },
    }),
    db().user.findUnique({ where: { id: userId }, select: { firstGuideClaimed: true, firstName: true, displayName: true } }),
  ]);
  const now = Date.now();
  const fresh = owned.filter((row) => now - row.createdAt.getTime() < NEW_ON_SHELF_MS);
  const quizGuide = fresh.find((row) => row.acquiredVia === "quiz");
  return {
    ownedGuideIds: owned.map((row) => row.guideId),
    newGuideIds: fresh.map((row) => row.guideId),
    quizArrival: quizGuide ? await quizArrival(userId, quizGuide.guideId, quizGuide.guide.title) : null,
    firstGuideClaimed: profile?.firstGuideClaimed === true,
    name: profile?.displayName ?? profile?.firstName ?? "",
  };
}

async function quizArrival(userId: string, guideId: string, title: string): Promise<QuizArrival | null> {
  const result = await db().quizResult.findFirst({
    where: { userId, grantedGuideId: guideId },
    orderBy: { createdAt: "desc" },
    select: { questionResponses: true, recommendedGuideId: true },
  });
  const answers = storedAnswersSchema.safeParse(result?.questionResponses);
  if (!result || !answers.success) return null;
  const recommended = await db().guide.findUnique({ where: { id: result.recommendedGuideId }, select: { id: true, title: true } });
  if (!recommended) return null;
  return { guideId, title, reason: recommendationReason(answers.data.answer_guide_ids, recommended, { id: guideId, title }) };
}

/** Whether this user may read this guide: an owner, or an admin. */
export async function canAccessGuide(user: { id: string; isAdmin: boolean }, guideId: string): Promise<boolean> {
  if (user.isAdmin) return true;
  const row = await db().userGuide.findUnique({ where: { userId_guideId: { userId: user.id, guideId } }, select: { id: true } });
  return row !== null;
}

/** Every guide the person may download (an admin: every guide), in one query: the islands' owned state. */
export async function accessibleGuideIds(user: { id: string; isAdmin: boolean }): Promise<string[]> {
  if (user.isAdmin) return (await db().guide.findMany({ select: { id: true }, orderBy: { id: "asc" } })).map((guide) => guide.id);
  const rows = await db().userGuide.findMany({ where: { userId: user.id }, select: { guideId: true }, orderBy: { guideId: "asc" } });
  return rows.map((row) => row.guideId);
}
