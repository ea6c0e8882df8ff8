import "server-only";
// The 12 quiz questions with their answers, cached like the catalogue.
import { cacheLife, cacheTag } from "next/cache";
import { db } from "@/lib/db";
import type { Strand } from "@/lib/catalog/strands";

export type QuizQuestionView = { number: number; strand: Strand; prompt: string; answers: { letter: string; text: string }[] };

export async function getQuizQuestions(): Promise<QuizQuestionView[]> {
  "use cache";
  cacheLife("hours");
  cacheTag("quiz");
  const questions = await db().quizQuestion.findMany({
    orderBy: { number: "asc" },
    select: { number: true, strand: true, prompt: true, answers: { orderBy: { letter: "asc" }, select: { letter: true, text: true } } },
  });
  return questions;
}
