// The browser cart: a list in local storage under `cart`. Prices shown here are display copies;
// the server always recomputes them from the catalogue at checkout.
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

export type CartItem = { id: string; guideId: string; title: string; subtitle: string; price: number; slug: string; strand: string };

const TEXT_FIELDS = ["id", "guideId", "title", "subtitle", "slug", "strand"] as const;

/** One stored line, checked field by field (a plain check: zod would add its weight to every page's bundle). */
export function parseCartItem(value: unknown): CartItem | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  if (!TEXT_FIELDS.every((field) => typeof record[field] === "string")) return null;
  if (typeof record.price !== "number" || !Number.isFinite(record.price)) return null;
  const item = Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field]])) as Omit<CartItem, "price">;
  return { ...item, price: record.price };
}

/** The stored cart; anything that is not a list of well-formed lines reads as an empty cart. */
export function parseCart(raw: string | null): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    const items = parsed.map(parseCartItem);
    return items.every((item) => item !== null) ? items : [];
  } catch {
    return [];
  }
}

export function readCart(): CartItem[] {
  return parseCart(window.localStorage.getItem(CART_STORAGE_KEY));
}

export function writeCart(items: CartItem[]): void {
  window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Adds a guide once; returns false when it was already in the cart. */
export function addToCart(item: CartItem): boolean {
  const items = readCart();
  if (items.some((existing) => existing.guideId === item.guideId)) return false;
  writeCart([...items, item]);
  return true;
}
