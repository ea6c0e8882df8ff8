import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { QuizArrival } from "@/lib/quiz/arrival";

/** The moment the quiz's free guide arrives: which guide, and why the answers chose it. */
export function QuizArrivalPanel({ arrival, onOpen }: { arrival: QuizArrival; onOpen: () => void }) {
  return (
    <section
      aria-labelledby="quiz-arrival"
      className="mt-10 flex flex-col gap-4 rounded-3xl bg-white/80 p-6 shadow-sm ring-1 ring-ink/10 md:flex-row md:items-center md:justify-between"
      data-testid="quiz-arrival"
    >
      <div className="flex gap-4">
        <Sparkles aria-hidden="true" className="mt-1 size-6 shrink-0 text-ink" />
        <div>
          <h2 id="quiz-arrival" className="font-serif text-xl font-semibold">
            Your free guide has arrived: {arrival.title}
          </h2>
          <p className="mt-1 text-sm leading-relaxed text-ink-soft">
            <span className="font-medium text-ink">Why this one? </span>
            {arrival.reason}
          </p>
        </div>
      </div>
      <Button onClick={onOpen} className="shrink-0">
        Open {arrival.title}
      </Button>
    </section>
  );
}
