import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import { getCatalogGuides } from "@/lib/catalog/queries";

export const metadata: Metadata = { title: "Cart", description: "Your cart: review your guides, apply a promo code and check out.", robots: { index: false } };

export default async function CartPage() {
  // The guides on sale: the cart's lines read their titles and current prices from here, and a
  // /cart?add={id} link (what Add to Cart does before a page's scripts run) may add one of them.
  const catalogue: AddableGuide[] = (await getCatalogGuides())
    .filter((guide) => guide.released)
    .map(({ id, slug, title, subtitle, strand, priceCents }) => ({ id, slug, title, subtitle, strand, priceCents }));
  return <CartView catalogue={catalogue} />;
}
