import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "h-11 w-full rounded-xl border border-ink/20 bg-white/70 px-4 text-base text-ink placeholder:text-ink-soft/80 focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-ink/30 disabled:opacity-50 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
