import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import { getCatalogGuides } from "@/lib/catalog/queries";

export const metadata: Metadata = { title: "Cart", description: "Your cart: review your guides, apply a promo code and check out.", robots: { index: false } };

export default async function CartPage() {
  // The guides a /cart?add={id} link may add (what Add to Cart does before a page's scripts run).
  const addable: AddableGuide[] = (await getCatalogGuides())
    .filter((guide) => guide.released)
    .map(({ id, slug, title, subtitle, strand, priceCents }) => ({ id, slug, title, subtitle, strand, priceCents }));
  return <CartView addable={addable} />;
}
