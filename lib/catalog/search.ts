// Catalogue search and strand filter (/guides). Pure, so it runs on the server and in the browser.
import type { Strand } from "./strands";

export type StrandFilter = "all" | Strand;

export type Searchable = { title: string; subtitle: string; strand: Strand };

export function matchesSearch(guide: Searchable, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return guide.title.toLowerCase().includes(needle) || guide.subtitle.toLowerCase().includes(needle);
}

export function filterGuides<T extends Searchable>(guides: readonly T[], query: string, strand: StrandFilter): T[] {
  return guides.filter((guide) => (strand === "all" || guide.strand === strand) && matchesSearch(guide, query));
}

export const NO_GUIDES_FOUND = "No guides found. Try adjusting your search or filters.";

/** The id of the style a prerendered /guides applies for `?strand=` before its filter is live (components/shop/guides-browser.tsx). */
export const STRAND_FROM_ADDRESS_ID = "strand-from-address";

/** The rule that shows only `strand`'s bundle (`[data-bundle-strand]`), and with `cards`, only its cards (`li[data-strand]`). */
export function strandOnlyRule(strand: Strand, { cards }: { cards: boolean }): string {
  const otherBundles = `[data-bundle-strand]:not([data-bundle-strand="${strand}"])`;
  return cards ? `[data-guide-list]>li:not([data-strand="${strand}"]),${otherBundles}{display:none}` : `${otherBundles}{display:none}`;
}

/**
 * The style rule that hides every card of the collection's list (`ul[data-guide-list] > li[data-guide-id]`)
 * except `visible`; empty when every card shows. The cards are rendered once on the server, so the
 * filter hides them instead of re-rendering the grid.
 */
export function hidingRule(visible: readonly { id: string }[], total: number): string {
  if (visible.length === total) return "";
  const keep = visible.map((entry) => `[data-guide-id="${entry.id.replace(/["\\]/g, "\\$&")}"]`).join(",");
  return `[data-guide-list]>li${keep ? `:not(${keep})` : ""}{display:none}`;
}
