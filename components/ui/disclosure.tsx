import { ChevronDown } from "@/components/ui/icons/chevron-down";
import type { ReactNode } from "react";

/**
 * A question and its answer as a native disclosure (<details>): no script, so it opens from the
 * first paint. Items that share `group` behave as one accordion (opening one closes the others).
 */
export function Disclosure({ summary, group, children }: { summary: ReactNode; group?: string; children: ReactNode }) {
  return (
    <details name={group} className="group border-b border-ink/10">
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-base font-medium text-ink hover:underline [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 text-ink-soft transition-transform duration-200 group-open:rotate-180" />
      </summary>
      <div className="pb-5 text-sm leading-relaxed text-ink-soft">{children}</div>
    </details>
  );
}
