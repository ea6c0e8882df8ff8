"use client";

import { useEffect, useState } from "react";
import { Check } from "@/components/ui/icons/check";
import { HIGHLIGHT_ROTATION_MS } from "@/lib/catalog/constants";
import { cn } from "@/lib/utils";

/** Who the year suits. On phones (< 768 px) one item shows at a time and the next follows every
 * 3 s, pausing on hover or focus and not moving at all for people who prefer reduced motion (they
 * see the whole list); dots pick an item. From 768 px all five show. */
export function PerfectFor({ items }: { items: readonly string[] }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % items.length), HIGHLIGHT_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
    >
      <ul className="grid gap-3 md:grid-cols-2 lg:grid-cols-3" data-testid="perfect-for">
        {items.map((item, index) => (
          <li
            key={item}
            data-active={index === active}
            className={cn(
              "min-h-24 items-start gap-3 rounded-2xl border border-ink/10 bg-white/70 p-5 text-base leading-relaxed",
              index === active ? "flex" : "hidden motion-reduce:flex md:flex",
            )}
          >
            <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-vision-ink" />
            {item}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex justify-center gap-1 motion-reduce:hidden md:hidden" role="group" aria-label="Choose who it is for">
        {items.map((item, index) => (
          <button
            key={item}
            type="button"
            onClick={() => setActive(index)}
            aria-label={`Show ${index + 1} of ${items.length}`}
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
