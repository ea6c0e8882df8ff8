"use server";

import { revalidatePath } from "next/cache";
import { getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "@/lib/auth/session";
import { QUIZ_ERROR, quizAnswersSchema } from "./schema";
import { sendCompletionEmailIfComplete } from "@/lib/shelf/completion";
import { completeQuiz, type QuizOutcome } from "./submit";
import { requestLog } from "@/lib/log/request";

export type QuizActionResult = { ok: true; outcome: QuizOutcome } | { ok: false; error: string; signedOut?: boolean };

export async function submitQuizAction(letters: unknown): Promise<QuizActionResult> {
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { ok: false, error: SOMETHING_WENT_WRONG };
  if (!user) return { ok: false, error: "Please sign in to take the quiz.", signedOut: true };
  const parsed = quizAnswersSchema.safeParse(letters);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? QUIZ_ERROR };
  try {
    const outcome = await completeQuiz(user.id, parsed.data);
    revalidatePath("/shelf");
    if (outcome.kind === "granted") await sendCompletionEmailIfComplete(user.id);
    return { ok: true, outcome };
  } catch (error) {
    (await requestLog()).error({ userId: user.id, err: error }, "quiz: completing failed");
    return { ok: false, error: QUIZ_ERROR };
  }
}
