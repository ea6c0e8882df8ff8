"use server";

import { revalidatePath } from "next/cache";
import { action } from "@/lib/actions/pipeline";
import { QUIZ_ERROR, quizAnswersSchema } from "./schema";
import { sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
import { completeQuiz, type QuizOutcome } from "./submit";

export const submitQuizAction = action({
  name: "quiz: complete",
  who: "account",
  input: quizAnswersSchema,
  signIn: "Please sign in to take the quiz.",
  invalid: (error) => ({ ok: false as const, error: error.issues[0]?.message ?? QUIZ_ERROR }),
  failed: QUIZ_ERROR,
  rule: async (letters, user): Promise<{ ok: true; outcome: QuizOutcome }> => {
    const outcome = await completeQuiz(user.id, letters);
    revalidatePath("/shelf");
    if (outcome.kind === "granted") await sendCompletionEmailIfComplete(user.id);
    return { ok: true, outcome };
  },
});
