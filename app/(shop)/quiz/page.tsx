import type { Metadata } from "next";
import { QuizRunner } from "@/components/quiz/quiz-runner";
import { redirect } from "next/navigation";
import { getCurrentUser } from "@/lib/auth/session";
import { getQuizQuestions } from "@/lib/quiz/questions";
import { hasClaimedFreeGuide } from "@/lib/shelf/queries";
import { siteName } from "@/lib/site";

export function generateMetadata(): Metadata {
  return {
    title: `${siteName()} Guide Quiz`,
    description: "Twelve quick questions match you with the guide that fits where you are. Your first guide is free.",
  };
}

export default async function QuizPage() {
  // The quiz is where a new visitor starts: they are asked to create an account, not to sign in.
  const user = await getCurrentUser();
  if (!user) redirect("/login?mode=signup&callbackUrl=%2Fquiz");
  const [questions, freeGuideClaimed] = await Promise.all([getQuizQuestions(), hasClaimedFreeGuide(user.id)]);
  return <QuizRunner questions={questions} title={`${siteName()} Guide Quiz`} freeGuideClaimed={freeGuideClaimed} />;
}
