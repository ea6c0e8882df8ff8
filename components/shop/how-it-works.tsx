"use client";

import { useEffect, useState } from "react";
import { HIGHLIGHT_ROTATION_MS } from "@/lib/catalog/constants";
import { cn } from "@/lib/utils";

const STEPS = [
  { title: "Buy a guide", body: "Pick one short guide on the thing that matters to you right now. Six dollars, a half-hour read." },
  { title: "Add it to your shelf", body: "It lands on your personal shelf at once, in a desktop and a phone edition, yours to keep." },
  { title: "Feel the shift", body: "Read it in one sitting, try the one practice it asks of you, and notice what moves." },
] as const;

/** Three steps; the highlight moves every 3 s, pauses on hover or focus, and not at all for
 * people who prefer reduced motion. On phones a dot switcher picks the step. */
export function HowItWorks() {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % STEPS.length), HIGHLIGHT_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused]);

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <ol className="grid gap-4 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            aria-current={index === active ? "step" : undefined}
            className={cn(
              "rounded-2xl border p-6 transition-all duration-500",
              index === active ? "border-ink/30 bg-white shadow-md" : "border-ink/10 bg-white/40",
              index === active ? "block" : "hidden md:block",
            )}
          >
            <span className="font-serif text-4xl font-semibold text-ink/50">{index + 1}</span>
            <h3 className="mt-3 font-serif text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-soft">{step.body}</p>
          </li>
        ))}
      </ol>
      <div className="mt-4 flex justify-center gap-1 md:hidden" role="group" aria-label="Choose a step">
        {STEPS.map((step, index) => (
          <button
            key={step.title}
            type="button"
            onClick={() => setActive(index)}
            aria-label={`Step ${index + 1}: ${step.title}`}
            aria-pressed={index === active}
            className="flex size-11 items-center justify-center"
          >
            <span className={cn("size-2.5 rounded-full transition-colors", index === active ? "bg-ink" : "bg-ink/25")} />
          </button>
        ))}
      </div>
    </div>
  );
}
