import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Alert({ className, ...props }: ComponentProps<"div">) {
  return <div role="alert" className={cn("rounded-xl border border-power/30 bg-power/5 p-4 text-sm text-ink", className)} {...props} />;
}
