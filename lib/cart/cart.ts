// The browser cart: a list in local storage under `cart`. Prices shown here are display copies;
// the server always recomputes them from the catalogue at checkout.
import { z } from "zod";
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

export const cartItemSchema = z.object({
  id: z.string(),
  guideId: z.string(),
  title: z.string(),
  subtitle: z.string(),
  price: z.number(),
  slug: z.string(),
  strand: z.string(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export function readCart(): CartItem[] {
  try {
    const parsed = z.array(cartItemSchema).safeParse(JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]"));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
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
