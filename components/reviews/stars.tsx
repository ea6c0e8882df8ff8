import { STAR_PATH } from "@/components/ui/icons/star";
import { cn } from "@/lib/utils";

const STAR_ID = "rating-star";
const EMPTY_ROW_ID = "rating-stars-empty";
const FULL_ROW_ID = "rating-stars-full";
/** A star is drawn in a 24-unit square, one every 28 units: five take 136. */
const STAR = 24;
const PITCH = 28;
const ROW = 4 * PITCH + STAR;

/**
 * The star's drawing as two rows that repeat it (empty and filled): a rating is then two rectangles
 * painted with them, the filled one as wide as the rating. Rendered once by each page that shows
 * ratings (home, the collection, a guide, the admin's reviews), not by the root layout, so the pages
 * without any carry none of it: a guide page with its reviews carries one copy of the path, and a
 * few hundred bytes a rating instead of five stars of markup each (in its HTML and again in its RSC
 * payload).
 */
export function StarSymbol() {
  return (
    <svg width="0" height="0" aria-hidden="true" className="absolute">
      <defs>
        <path id={STAR_ID} d={STAR_PATH} strokeWidth={1.5} strokeLinejoin="round" />
        <pattern id={EMPTY_ROW_ID} width={PITCH} height={STAR} patternUnits="userSpaceOnUse">
          <use href={`#${STAR_ID}`} className="fill-none stroke-ink/25" />
        </pattern>
        <pattern id={FULL_ROW_ID} width={PITCH} height={STAR} patternUnits="userSpaceOnUse">
          <use href={`#${STAR_ID}`} className="fill-ink stroke-ink" />
        </pattern>
      </defs>
    </svg>
  );
}

/** Five stars filled to the rating (halves rounded to the nearest half), read out as "4.5 out of 5 stars". */
export function Stars({ rating, className, label }: { rating: number; className?: string; label?: string }) {
  const halves = Math.round(rating * 2);
  const filled = Math.floor(halves / 2) * PITCH + (halves % 2) * (STAR / 2);
  return (
    <span role="img" aria-label={label ?? `${(halves / 2).toString()} out of 5 stars`} className={cn("inline-flex items-center", className)}>
      <svg viewBox={`0 0 ${ROW} ${STAR}`} aria-hidden="true" className="h-[1em] w-[5.667em]">
        <rect width={ROW} height={STAR} fill={`url(#${EMPTY_ROW_ID})`} />
        {filled > 0 ? <rect width={filled} height={STAR} fill={`url(#${FULL_ROW_ID})`} /> : null}
      </svg>
    </span>
  );
}
