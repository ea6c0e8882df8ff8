// The browser cart: the ids of the guides in it, a JSON list in local storage under `cart`
// (["power_001","vision_001"]), and the strands whose bundle is in it, under `cart_bundles`
// (["power"]). Nothing else is stored: the cart page reads each guide's title and current price
// from the catalogue it is rendered with, and the server prices the order again from the catalogue
// at checkout. A bundle in the cart takes the place of its strand's guides bought one by one.
import { isGuideId } from "@/lib/catalog/guide-id-pattern";
import { isStrand } from "@/lib/catalog/strands";
import { CART_BUNDLES_KEY, CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

/** A stored entry's guide id: the id itself, or a line of the earlier format (an object that also
 * kept a copy of the title and price in dollars) reduced to its `guideId`. */
function entryId(entry: unknown): string | null {
  const id = typeof entry === "object" && entry !== null ? (entry as { guideId?: unknown }).guideId : entry;
  return typeof id === "string" && isGuideId(id) ? id : null;
}

/**
 * The guide ids of a stored cart, in order and each once. A cart stored in the earlier format reads
 * as its guides' ids; an entry that is not a guide id is dropped, and anything that is not a list
 * (missing, not JSON) reads as an empty cart. A plain check: zod would add its weight to every
 * page's bundle.
 */
export function parseCart(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.map(entryId).filter((id) => id !== null))];
  } catch {
    return [];
  }
}

/** The strand ids of a stored bundle list, each once; anything else reads as none. */
export function parseBundles(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((entry): entry is string => typeof entry === "string" && isStrand(entry)))];
  } catch {
    return [];
  }
}

export function serializeCart(ids: readonly string[]): string {
  return JSON.stringify(ids);
}

/** Whether the stored text differs from what this cart writes for the same ids (the earlier
 * format, dropped entries, garbage), so it should be written again. */
export function needsRewrite(raw: string | null): boolean {
  return raw !== null && raw !== serializeCart(parseCart(raw));
}

/**
 * The cart's guides as the catalogue describes them now, in cart order, and the ids the catalogue
 * does not offer (a guide withdrawn since it was added), which the cart drops.
 */
export function cartLines<Guide extends { id: string }>(ids: readonly string[], catalogue: readonly Guide[]): { lines: Guide[]; unknown: string[] } {
  const byId = new Map(catalogue.map((guide) => [guide.id, guide]));
  const lines: Guide[] = [];
  const unknown: string[] = [];
  for (const id of ids) {
    const guide = byId.get(id);
    if (guide) lines.push(guide);
    else unknown.push(id);
  }
  return { lines, unknown };
}

function readCart(): string[] {
  return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
}

function readBundles(): string[] {
  return parseBundles(window.localStorage.getItem(CART_BUNDLES_KEY));
}

/** Stores a list under `key` and tells this tab's cart readers (other tabs get the storage event). */
function write(key: string, ids: readonly string[]): void {
  window.localStorage.setItem(key, serializeCart(ids));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Writes a cart stored in another shape (the earlier format, say) again as ids, keeping its guides. */
export function migrateStoredCart(): void {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  if (needsRewrite(raw)) window.localStorage.setItem(CART_STORAGE_KEY, serializeCart(parseCart(raw)));
}

/** Adds a guide once; returns false when it was already in the cart. */
export function addToCart(guideId: string): boolean {
  const ids = readCart();
  if (ids.includes(guideId)) return false;
  write(CART_STORAGE_KEY, [...ids, guideId]);
  return true;
}

/** Takes these guides out of the cart (removed by hand, bought, or no longer in the catalogue). */
export function removeFromCart(guideIds: readonly string[]): void {
  const ids = readCart();
  const kept = ids.filter((id) => !guideIds.includes(id));
  if (kept.length !== ids.length) write(CART_STORAGE_KEY, kept);
}

/** Adds a strand's bundle (once), taking its guides out of the cart; returns false when it was already in the cart. */
export function addBundle(strand: string, guideIds: readonly string[]): boolean {
  const strands = readBundles();
  removeFromCart(guideIds);
  if (strands.includes(strand)) return false;
  write(CART_BUNDLES_KEY, [...strands, strand]);
  return true;
}

/** Takes these strands' bundles out of the cart (removed by hand or bought). */
export function removeBundlesFromCart(remove: readonly string[]): void {
  const strands = readBundles();
  const kept = strands.filter((strand) => !remove.includes(strand));
  if (kept.length !== strands.length) write(CART_BUNDLES_KEY, kept);
}
