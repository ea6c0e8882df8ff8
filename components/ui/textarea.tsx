import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(
        "min-h-32 w-full rounded-xl border border-ink/20 bg-white/70 px-4 py-3 text-base text-ink placeholder:text-ink-soft/80 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-ink/30 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
