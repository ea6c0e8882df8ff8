import "server-only";
// Completing the quiz: everything is computed on the server. The first completion grants the
// recommended guide (or its alternate) once, even when submitted twice at the same moment: the
// conditional update of first_guide_claimed decides, and user_guides is unique per user and guide.
import { db } from "@/lib/db";
import { prepareOwnerCopies } from "@/lib/shelf/download";
import { recommendationReason } from "./reason";
import { chooseQuizGuide } from "./recommend";

export type QuizOutcome =
  | { kind: "granted"; guide: { id: string; title: string; slug: string }; reason: string }
  | { kind: "retake"; guide: { id: string; title: string; slug: string } }
  | { kind: "all_owned" };

export async function completeQuiz(userId: string, letters: readonly string[]): Promise<QuizOutcome> {
  const [answers, catalogue, owned] = await Promise.all([
    db().quizAnswer.findMany({ select: { questionNumber: true, letter: true, guideId: true } }),
    db().guide.findMany({ select: { id: true, strand: true, sortOrder: true, title: true, slug: true } }),
    db().userGuide.findMany({ where: { userId }, select: { guideId: true } }),
  ]);
  const answerGuideIds = letters.map((letter, index) => {
    const answer = answers.find((row) => row.questionNumber === index + 1 && row.letter === letter);
    if (!answer) throw new Error(`No answer ${letter} for question ${index + 1}`);
    return answer.guideId;
  });
  const ownedIds = new Set(owned.map((row) => row.guideId));
  const choice = chooseQuizGuide(answerGuideIds, ownedIds, catalogue);
  const responses = {
    answers: letters,
    answer_guide_ids: answerGuideIds,
    recommendation_process: {
      recommended_guide_id: choice.recommended,
      granted_guide_id: choice.granted,
      reason: choice.reason,
      owned_guides: [...ownedIds],
      calculated_at: new Date().toISOString(),
    },
  };
  const describe = (id: string) => {
    const guide = catalogue.find((entry) => entry.id === id);
    if (!guide) throw new Error(`Unknown guide ${id}`);
    return { id: guide.id, title: guide.title, slug: guide.slug };
  };

  if (choice.granted === null) {
    await db().quizResult.create({
      data: { userId, recommendedGuideId: choice.recommended, questionResponses: { ...responses, is_retake: true }, isRetake: true },
    });
    return { kind: "all_owned" };
  }
  const grantedId = choice.granted;

  const outcome = await db().$transaction(async (tx) => {
    const claimed = await tx.user.updateMany({
      where: { id: userId, OR: [{ firstGuideClaimed: false }, { firstGuideClaimed: null }] },
      data: { firstGuideClaimed: true },
    });
    const isRetake = claimed.count === 0;
    if (!isRetake) {
      await tx.userGuide.createMany({ data: [{ userId, guideId: grantedId, acquiredVia: "quiz" }], skipDuplicates: true });
    }
    await tx.quizResult.create({
      data: {
        userId,
        recommendedGuideId: choice.recommended,
        grantedGuideId: isRetake ? null : grantedId,
        isRetake,
        questionResponses: { ...responses, is_retake: isRetake },
      },
    });
    // A retake recommends what the answers point at, or its alternate when that is owned: never a guide already on the shelf.
    const guide = describe(grantedId);
    if (isRetake) return { kind: "retake" as const, guide };
    // The same sentence the shelf's "Why this one?" moment reads back from the stored answers.
    return { kind: "granted" as const, guide, reason: recommendationReason(answerGuideIds, describe(choice.recommended), guide) };
  });
  if (outcome.kind === "granted") prepareOwnerCopies(userId, [outcome.guide.id]);
  return outcome;
}
