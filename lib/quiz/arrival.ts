import "server-only";
// Why the quiz chose the free guide that just arrived on the shelf: read from the stored result's
// answers (lib/quiz/submit.ts writes them), never from the browser.
import { z } from "zod";
import { db } from "@/lib/db";
import { recommendationReason } from "./reason";

export type QuizArrival = { guideId: string; title: string; reason: string };

// The part of a stored quiz result the reason is read from.
const storedAnswersSchema = z.object({ answer_guide_ids: z.array(z.string()) });

export async function quizArrival(userId: string, { guideId, title }: { guideId: string; title: string }): Promise<QuizArrival | null> {
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
