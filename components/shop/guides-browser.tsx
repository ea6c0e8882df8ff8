"use client";

import { useEffect, useId, useState } from "react";
import { Search } from "lucide-react";
import type { GuideCard as GuideCardData } from "@/lib/catalog/queries";
import { filterGuides, NO_GUIDES_FOUND, type StrandFilter } from "@/lib/catalog/search";
import { isStrand, STRAND_INFO } from "@/lib/catalog/strands";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";
import { GuideCard } from "./guide-card";

const FILTERS: { value: StrandFilter; label: string }[] = [
  { value: "all", label: "All" },
  ...STRAND_INFO.map((info) => ({ value: info.strand, label: info.name })),
];

/** Search and strand filter over the server-rendered catalogue (no client fetching). */
export function GuidesBrowser({ guides }: { guides: GuideCardData[] }) {
  const [query, setQuery] = useState("");
  const [strand, setStrand] = useState<StrandFilter>("all");
  const searchId = useId();

  // A link such as /guides?strand=power opens with that filter.
  useEffect(() => {
    const fromUrl = new URLSearchParams(window.location.search).get("strand");
    if (fromUrl && isStrand(fromUrl)) setStrand(fromUrl);
  }, []);

  const chooseStrand = (value: StrandFilter) => {
    setStrand(value);
    const url = new URL(window.location.href);
    if (value === "all") url.searchParams.delete("strand");
    else url.searchParams.set("strand", value);
    window.history.replaceState(null, "", url);
  };

  const visible = filterGuides(guides, query, strand);

  return (
    <div>
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="relative w-full md:max-w-sm">
          <label htmlFor={searchId} className="sr-only">
            Search guides
          </label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-4 top-1/2 size-4 -translate-y-1/2 text-ink-soft" />
          <Input
            id={searchId}
            type="search"
            placeholder="Search guides..."
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            className="pl-10"
          />
        </div>
        <div role="group" aria-label="Filter by strand" className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => (
            <button
              key={filter.value}
              type="button"
              aria-pressed={strand === filter.value}
              onClick={() => chooseStrand(filter.value)}
              className={cn(
                "h-10 rounded-full border px-4 text-sm font-medium transition-colors",
                strand === filter.value ? "border-ink bg-ink text-cream" : "border-ink/20 bg-white/50 text-ink hover:bg-beige",
              )}
            >
              {filter.label}
            </button>
          ))}
        </div>
      </div>

      <p className="sr-only" aria-live="polite">
        {visible.length === 0 ? NO_GUIDES_FOUND : `${visible.length} guides shown`}
      </p>
      {visible.length === 0 ? (
        <p className="mt-16 text-center text-ink-soft">{NO_GUIDES_FOUND}</p>
      ) : (
        <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-3 xl:grid-cols-4">
          {visible.map((guide, index) => (
            <li key={guide.id}>
              <GuideCard guide={guide} priority={index < 2} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
