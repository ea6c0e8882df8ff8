"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { GUIDE_PRICE_CENTS } from "@/lib/catalog/constants";
import { STRAND_INK, strandInfo } from "@/lib/catalog/strands";
import { formatPrice } from "@/lib/money";
import { submitQuizAction } from "@/lib/quiz/actions";
import type { QuizQuestionView } from "@/lib/quiz/questions";
import { cn } from "@/lib/utils";

/**
 * The twelve questions, one at a time. Someone whose free guide is already on their shelf is told
 * so before the first question: their answers still choose a guide, which they can then open.
 */
export function QuizRunner({ questions, title, freeGuideClaimed }: { questions: QuizQuestionView[]; title: string; freeGuideClaimed: boolean }) {
  const router = useRouter();
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [pending, startTransition] = useTransition();
  // Why the answers could not be saved, beside the button that sends them (the toast says it too).
  const [error, setError] = useState<string | null>(null);
  const question = questions[index];
  if (!question) return null;
  const total = questions.length;
  const isLast = index === total - 1;
  const selected = answers[index];
  const strand = strandInfo(question.strand);

  const complete = () =>
    startTransition(async () => {
      setError(null);
      const letters = questions.map((_, position) => answers[position]);
      const result = await submitQuizAction(letters);
      if (!result.ok) {
        if (result.code === "sign_in") {
          router.push("/login?callbackUrl=/quiz");
          return;
        }
        toast.error("Error", { description: result.error });
        setError(result.error);
        return;
      }
      const { outcome } = result;
      if (outcome.kind === "granted") {
        toast.success("Your free guide is on your shelf!", {
          description: `We recommend ${outcome.guide.title}, and it's yours to keep. ${outcome.reason}`,
          duration: 5000,
          page: "/shelf",
        });
        router.push("/shelf");
      } else if (outcome.kind === "retake") {
        // The collection shows the recommendation in a card of its own, there for as long as the person stays.
        toast.success("Your recommendation", {
          description: `Based on your answers, we recommend ${outcome.guide.title}.`,
          duration: 6000,
          page: "/guides",
        });
        router.push(`/guides?recommended=${encodeURIComponent(outcome.guide.slug)}`);
      } else {
        toast.success("You already own all available guides!", { page: "/shelf" });
        router.push("/shelf");
      }
      router.refresh();
    });

  return (
    <div className="mx-auto max-w-2xl px-4 pt-10 md:pt-16">
      <h1 className="text-center font-serif text-3xl font-semibold md:text-4xl">{title}</h1>
      {freeGuideClaimed ? (
        <div role="note" data-testid="free-guide-claimed" className="mt-6 rounded-2xl border border-ink/15 bg-beige/70 px-5 py-4 text-sm leading-relaxed">
          <p className="font-semibold">You have already claimed your free guide.</p>
          <p className="mt-1 text-ink-soft">
            Take the quiz again for a fresh recommendation: it adds nothing to your shelf, and the guide it suggests is {formatPrice(GUIDE_PRICE_CENTS)} if you
            want it.
          </p>
        </div>
      ) : null}
      <div className="mt-8 flex items-center justify-between gap-4 text-sm">
        <span className="font-medium">
          Question {index + 1} of {total}
        </span>
        <span
          data-testid="strand-badge"
          className="inline-flex items-center gap-2 rounded-full px-3 py-1 text-xs font-semibold uppercase tracking-[0.14em] text-cream"
          style={{ backgroundColor: STRAND_INK[strand.strand] }}
        >
          {strand.name}
        </span>
      </div>
      <Progress className="mt-3" value={((index + 1) / total) * 100} aria-label={`Question ${index + 1} of ${total}`} />

      <fieldset className="mt-8">
        <legend className="font-serif text-2xl font-semibold leading-snug">{question.prompt}</legend>
        <div className="mt-6 grid gap-3">
          {question.answers.map((answer) => {
            const checked = selected === answer.letter;
            return (
              <label
                key={answer.letter}
                className={cn(
                  "flex cursor-pointer items-start gap-4 rounded-2xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ink",
                  checked ? "border-ink bg-white shadow-sm" : "border-ink/15 bg-white/70 hover:border-ink/40",
                )}
              >
                <input
                  type="radio"
                  name={`question-${question.number}`}
                  value={answer.letter}
                  checked={checked}
                  onChange={() => setAnswers((current) => ({ ...current, [index]: answer.letter }))}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold",
                    checked ? "bg-ink text-cream" : "bg-beige text-ink",
                  )}
                >
                  {answer.letter}
                </span>
                <span className="pt-1">{answer.text}</span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {error ? (
        <Alert className="mt-8">
          <p className="font-medium">Error</p>
          <p className="mt-1">{error}</p>
        </Alert>
      ) : null}
      <div className="mt-8 flex items-center justify-between">
        <Button type="button" variant="outline" onClick={() => setIndex((value) => value - 1)} disabled={index === 0 || pending}>
          Previous
        </Button>
        {isLast ? (
          <Button type="button" onClick={complete} disabled={!selected || pending}>
            {pending ? "Processing..." : "Complete Quiz"}
          </Button>
        ) : (
          <Button type="button" onClick={() => setIndex((value) => value + 1)} disabled={!selected}>
            Next
          </Button>
        )}
      </div>
    </div>
  );
}
