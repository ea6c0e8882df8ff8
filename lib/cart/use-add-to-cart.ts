"use client";
// Adding one guide to the cart, shared by the guide page's panel and the catalogue cards' quick add:
// whether it is in the cart already (so the control can say so and lead to the cart), and the add itself.
import { toast } from "@/lib/toast";
import { addToCart } from "./cart";
import { useCart } from "./use-cart";

const CART_TOAST_ID = "cart-added";

export type AddableGuide = { id: string; slug: string; title: string; subtitle: string; strand: string; priceCents: number };

/** Adds the guide (once) and says so. */
export function addGuideToCart(guide: AddableGuide): void {
  const added = addToCart({
    id: guide.id,
    guideId: guide.id,
    title: guide.title,
    subtitle: guide.subtitle,
    price: guide.priceCents / 100,
    slug: guide.slug,
    strand: guide.strand,
  });
  // One toast at a time: a quick run of adds replaces the last one instead of stacking them.
  if (added) toast.success("Added to cart!", { id: CART_TOAST_ID, description: `${guide.title} has been added to your cart.` });
}

export function useAddToCart(guide: AddableGuide) {
  const inCart = useCart().some((item) => item.guideId === guide.id);
  return { inCart, add: () => addGuideToCart(guide) };
}
