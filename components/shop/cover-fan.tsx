// A fan of guide covers for a page's hero: spread around the middle, each turned a little further
// out, the middle ones on top. Decorative (the covers' titles are on the page in words).
export type CoverFanProps = {
  covers: { id: string; coverImage: string }[];
  /** Each cover's sideways step, in % of its width, and its turn, in degrees, per place from the middle. */
  spread: number;
  turn: number;
  /** The frame's and each cover's Tailwind classes (their heights and widths differ by page). */
  className: string;
  coverClassName: string;
};

export function CoverFan({ covers, spread, turn, className, coverClassName }: CoverFanProps) {
  const middle = (covers.length - 1) / 2;
  return (
    <div className={`relative mx-auto flex w-full max-w-md items-center justify-center ${className}`} aria-hidden="true">
      {covers.map((guide, index) => (
        // In a <picture> (display: contents): React preloads no cover of the fan, neither in this
        // page's HTML nor in the payload other pages prefetch through their links, where it would
        // go unused. The fan is in the first screen, so its img tags are found at once anyway.
        <picture key={guide.id} className="contents">
          <img
            src={guide.coverImage}
            alt=""
            width={600}
            height={800}
            fetchPriority={index === 1 ? "high" : "auto"}
            className={`absolute rounded-xl shadow-xl ring-1 ring-ink/10 ${coverClassName}`}
            style={{
              transform: `translateX(${(index - middle) * spread}%) rotate(${(index - middle) * turn}deg)`,
              zIndex: Math.abs(index - middle) < 1 ? 2 : 1,
            }}
          />
        </picture>
      ))}
    </div>
  );
}
