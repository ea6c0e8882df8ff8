import { strandInfo, type Strand } from "@/lib/catalog/strands";
import { cn } from "@/lib/utils";

/** The strand name with its colour dot; each strand owns its colour everywhere. */
export function StrandLabel({ strand, className }: { strand: Strand; className?: string }) {
  const info = strandInfo(strand);
  return (
    <span className={cn("inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.14em] text-ink-soft", className)}>
      <span aria-hidden="true" className="size-2.5 rounded-full" style={{ backgroundColor: info.colour }} />
      {info.name}
    </span>
  );
}
