import { Star } from "@/components/ui/icons/star";
import { cn } from "@/lib/utils";

/** Five stars filled to the rating (halves rounded to the nearest half), read out as "4.5 out of 5 stars". */
export function Stars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={label ?? `${(halves / 2).toString()} out of 5 stars`} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = halves >= position * 2 ? 1 : halves === position * 2 - 1 ? 0.5 : 0;
        return (
          <span key={position} aria-hidden="true" className="relative inline-block size-[1em]">
            <Star className="absolute inset-0 size-full text-ink/25" strokeWidth={1.5} />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-[1em] fill-ink text-ink" strokeWidth={1.5} />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
