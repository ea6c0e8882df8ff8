import { STAR_PATH } from "@/components/ui/icons/star";
import { cn } from "@/lib/utils";

const STAR_SYMBOL_ID = "rating-star";

/**
 * The star's drawing, once in the root layout: every star of every rating on the page draws it with
 * `<use>`, so a guide page with thirty reviews carries one copy of the path, not three hundred (in
 * its HTML and again in its RSC payload).
 */
export function StarSymbol() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <symbol id={STAR_SYMBOL_ID} viewBox="0 0 24 24">
        <path d={STAR_PATH} />
      </symbol>
    </svg>
  );
}

function Star({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" className={className}>
      <use href={`#${STAR_SYMBOL_ID}`} />
    </svg>
  );
}

/** Five stars filled to the rating (halves rounded to the nearest half), read out as "4.5 out of 5 stars". */
export function Stars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const halves = Math.round(rating * 2);
  return (
    <span role="img" aria-label={label ?? `${(halves / 2).toString()} out of 5 stars`} className={cn("inline-flex items-center gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((position) => {
        const fill = halves >= position * 2 ? 1 : halves === position * 2 - 1 ? 0.5 : 0;
        return (
          <span key={position} aria-hidden="true" className="relative inline-block size-[1em]">
            <Star className="absolute inset-0 size-full text-ink/25" />
            {fill > 0 ? (
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-[1em] fill-ink text-ink" />
              </span>
            ) : null}
          </span>
        );
      })}
    </span>
  );
}
