import type { Metadata } from "next";
import { QuizRunner } from "@/components/quiz/quiz-runner";
import { requireUserOrRedirect } from "@/lib/auth/session";
import { getQuizQuestions } from "@/lib/quiz/questions";
import { siteName } from "@/lib/site";

export function generateMetadata(): Metadata {
  return {
    title: `${siteName()} Guide Quiz`,
    description: "Twelve quick questions match you with the guide that fits where you are. Your first guide is free.",
  };
}

export default async function QuizPage() {
  await requireUserOrRedirect("/quiz");
  const questions = await getQuizQuestions();
  return <QuizRunner questions={questions} title={`${siteName()} Guide Quiz`} />;
}
