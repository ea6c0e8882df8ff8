"use client";

import { useSearchParams } from "next/navigation";
import { Suspense, useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Search } from "@/components/ui/icons/search";
import { filterGuides, hidingRule, NO_GUIDES_FOUND, STRAND_FROM_ADDRESS_ID, strandOnlyRule, type StrandFilter } from "@/lib/catalog/search";
import { isStrand, STRAND_INFO, type Strand } from "@/lib/catalog/strands";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type IndexEntry = { id: string; title: string; subtitle: string; strand: Strand };

const FILTERS: { value: StrandFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...STRAND_INFO.map((info) => ({ value: info.strand, label: info.name })),
];

const strandFrom = (value: string | null): StrandFilter => (value && isStrand(value) ? value : "all");

/** How long typing pauses before the search is written to the address. */
const SEARCH_URL_DELAY_MS = 300;

/** The address with this search (`?q=`) and strand (`?strand=`), the empty ones left out. */
function addressWith(change: { q?: string; strand?: StrandFilter }): URL {
  const url = new URL(window.location.href);
  if (change.q !== undefined) {
    if (change.q.trim() === "") url.searchParams.delete("q");
    else url.searchParams.set("q", change.q);
  }
  if (change.strand !== undefined) {
    if (change.strand === "all") url.searchParams.delete("strand");
    else url.searchParams.set("strand", change.strand);
  }
  return url;
}

type ControlsProps = {
  index: IndexEntry[];
  query: string;
  strand: StrandFilter;
  onQuery?: (query: string) => void;
  onStrand?: (event: FormEvent<HTMLFormElement>) => void;
};

/**
 * The search box and the strand buttons. The buttons submit a plain GET form
 * (/guides?strand=power), which works before the page's scripts have run; once live they filter in
 * place. Matching cards stay, the others are hidden by one style rule keyed by guide id.
 */
function FilterControls({ index, query, strand, onQuery, onStrand }: ControlsProps) {
  const searchId = useId();
  const visible = filterGuides(index, query, strand);
  const rule = hidingRule(visible, index.length);
  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="relative w-full md:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search guides
          </label>
          <Input
            id={searchId}
            type="search"
            placeholder="Search guides..."
            value={query}
            onChange={(event) => onQuery?.(event.target.value)}
            readOnly={!onQuery}
            className="pl-10"
          />
          {/* After the box it sits on, so a page drawn before the box has arrived does not move it. */}
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" />
        </div>
        {/* From 768 px the buttons sit at the row's right end: the form is as wide as all five from
            the start (they are left-aligned inside it), so a page drawn while they are still
            arriving does not move the first ones. */}
        <form action="/guides" method="get" onSubmit={onStrand} className="md:min-w-[25rem]">
          <div role="group" aria-label="Filter by strand" className="flex flex-wrap gap-2">
            {FILTERS.map((filter) => (
              <button
                key={filter.value}
                type="submit"
                name={filter.value === "all" ? undefined : "strand"}
                value={filter.value}
                aria-pressed={strand === filter.value}
                className={cn(
                  "h-10 rounded-full border px-4 text-sm font-medium transition-colors",
                  strand === filter.value ? "border-ink bg-ink text-cream" : "border-ink/20 bg-white/50 text-ink hover:bg-beige",
                )}
              >
                {filter.label}
              </button>
            ))}
          </div>
        </form>
      </div>
      {rule ? <style>{rule}</style> : null}
      {/* A strand's bundle shows only while that strand is chosen. */}
      <style>{strand === "all" ? "[data-bundle-strand]{display:none}" : strandOnlyRule(strand, { cards: false })}</style>
      <p className="sr-only" aria-live="polite">
        {visible.length === 0 ? NO_GUIDES_FOUND : `${visible.length} ${visible.length === 1 ? "guide" : "guides"} shown`}
      </p>
      {visible.length === 0 ? <p className="mt-16 text-center text-ink-soft">{NO_GUIDES_FOUND}</p> : null}
    </div>
  );
}

/**
 * The live filter: follows the address (?q= and ?strand=, also on client navigation and Back) and
 * writes both back to it in place (replaceState, the search once typing pauses), so a filtered
 * list can be shared and is still there on return.
 */
function LiveFilter({ index }: { index: IndexEntry[] }) {
  const params = useSearchParams();
  const fromUrl = strandFrom(params.get("strand"));
  const queryFromUrl = params.get("q") ?? "";
  const [query, setQuery] = useState(queryFromUrl);
  const [strand, setStrand] = useState<StrandFilter>(fromUrl);
  // The search last written to the address: when the address reports it back, the box (which
  // may hold newer keystrokes by then) is left alone.
  const written = useRef(queryFromUrl);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The filter's own rule is drawn in this commit: the early one goes before the next paint.
  useLayoutEffect(() => document.getElementById(STRAND_FROM_ADDRESS_ID)?.remove(), []);
  useEffect(() => setStrand(fromUrl), [fromUrl]);
  useEffect(() => {
    if (queryFromUrl === written.current) return;
    written.current = queryFromUrl;
    setQuery(queryFromUrl);
  }, [queryFromUrl]);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );

  const search = (value: string) => {
    setQuery(value);
    if (pending.current) clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      pending.current = null;
      written.current = value.trim() === "" ? "" : value;
      window.history.replaceState(null, "", addressWith({ q: value }));
    }, SEARCH_URL_DELAY_MS);
  };
  const chooseStrand = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const value = strandFrom(submitter?.value ?? null);
    setStrand(value);
    window.history.replaceState(null, "", addressWith({ strand: value }));
  };
  return <FilterControls index={index} query={query} strand={strand} onQuery={search} onStrand={chooseStrand} />;
}

/**
 * Search and strand filter over the server-rendered cards. The prerendered page holds the
 * controls in their first state (every card shown); the address is read once the page is live.
 */
export function GuidesFilter({ index }: { index: IndexEntry[] }) {
  return (
    <Suspense fallback={<FilterControls index={index} query="" strand="all" />}>
      <LiveFilter index={index} />
    </Suspense>
  );
}
