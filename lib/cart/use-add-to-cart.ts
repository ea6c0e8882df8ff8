"use client";
// Adding to the cart with its toast: one guide, shared by the guide page's panel and the catalogue
// cards' quick add (whether it is in the cart already, so the control can say so and lead to the
// cart, and the add itself), and a strand's bundle. The cart page adds `quiet` and says so in the
// page itself: a toast there would sit over the order summary's button.
import { toast } from "@/lib/toast";
import { addBundle, addToCart } from "./cart";
import { useCart } from "./use-cart";

const CART_TOAST_ID = "cart-added";
/** The toast's title, which the cart page also writes before what it added. */
export const CART_ADDED_TITLE = "Added to cart!";

/** A guide as the catalogue pages hand it to their islands (and the cart page reads its lines from). */
export type AddableGuide = { id: string; slug: string; title: string; subtitle: string; strand: string; priceCents: number };

type AddOptions = { quiet?: boolean };

/** Adds the guide (once: only its id is stored) and, unless `quiet`, says so; what it says, or null when it was in the cart already. */
export function addGuideToCart(guide: Pick<AddableGuide, "id" | "slug" | "title">, { quiet = false }: AddOptions = {}): string | null {
  if (!addToCart(guide.id)) return null;
  // The beacon is imported when first needed (components/shop/insight-beacon.tsx), not with the page.
  void import("@/lib/insight/beacon").then((beacon) => beacon.sendCartAdd(guide.slug));
  return said(`${guide.title} has been added to your cart.`, quiet);
}

export function useAddToCart(guide: AddableGuide) {
  const inCart = useCart().includes(guide.id);
  return { inCart, add: () => addGuideToCart(guide) };
}

/** Adds a strand's bundle (once), taking its guides out of the cart, and, unless `quiet`, says so; what it says, or null when it was in the cart already. */
export function addBundleToCart(bundle: { strand: string; name: string; guideIds: readonly string[] }, { quiet = false }: AddOptions = {}): string | null {
  if (!addBundle(bundle.strand, bundle.guideIds)) return null;
  return said(`The ${bundle.name} bundle has been added to your cart.`, quiet);
}

function said(description: string, quiet: boolean): string {
  // One toast at a time: a quick run of adds replaces the last one instead of stacking them.
  if (!quiet) toast.success(CART_ADDED_TITLE, { id: CART_TOAST_ID, description });
  return description;
}
