"use client";
// Adding to the cart with its toast: one guide, shared by the guide page's panel and the catalogue
// cards' quick add (whether it is in the cart already, so the control can say so and lead to the
// cart, and the add itself), and a strand's bundle.
import { toast } from "@/lib/toast";
import { addBundle, addToCart } from "./cart";
import { useCart } from "./use-cart";

const CART_TOAST_ID = "cart-added";

/** A guide as the catalogue pages hand it to their islands (and the cart page reads its lines from). */
export type AddableGuide = { id: string; slug: string; title: string; subtitle: string; strand: string; priceCents: number };

/** Adds the guide (once: only its id is stored) and says so. */
export function addGuideToCart(guide: Pick<AddableGuide, "id" | "slug" | "title">): void {
  if (!addToCart(guide.id)) return;
  // The beacon is imported when first needed (components/shop/insight-beacon.tsx), not with the page.
  void import("@/lib/insight/beacon").then((beacon) => beacon.sendCartAdd(guide.slug));
  // One toast at a time: a quick run of adds replaces the last one instead of stacking them.
  toast.success("Added to cart!", { id: CART_TOAST_ID, description: `${guide.title} has been added to your cart.` });
}

export function useAddToCart(guide: AddableGuide) {
  const inCart = useCart().includes(guide.id);
  return { inCart, add: () => addGuideToCart(guide) };
}

/** Adds a strand's bundle (once), taking its guides out of the cart, and says so. */
export function addBundleToCart(bundle: { strand: string; name: string; guideIds: readonly string[] }): void {
  if (!addBundle(bundle.strand, bundle.guideIds)) return;
  toast.success("Added to cart!", { id: CART_TOAST_ID, description: `The ${bundle.name} bundle has been added to your cart.` });
}
