import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";
import type { AddableGuide } from "@/lib/cart/use-add-to-cart";
import { getBundles, getCatalogGuides, getCrossSells } from "@/lib/catalog/queries";

export const metadata: Metadata = { title: "Cart", description: "Your cart: review your guides, apply a promo code and check out.", robots: { index: false } };

export default async function CartPage() {
  // The guides on sale: the cart's lines read their titles and current prices from here, and a
  // /cart?add={id} link (what Add to Cart does before a page's scripts run) may add one of them.
  const catalogue: AddableGuide[] = (await getCatalogGuides())
    .filter((guide) => guide.released)
    .map(({ id, slug, title, subtitle, strand, priceCents }) => ({ id, slug, title, subtitle, strand, priceCents }));
  // The bundles (their catalogue price; the cart asks the server what a signed-in reader pays) and
  // the co-purchases behind the cart's suggestions: cached and tagged, as on the catalogue pages.
  const [bundles, crossSells] = await Promise.all([getBundles(), getCrossSells()]);
  return <CartView catalogue={catalogue} bundles={bundles} crossSells={crossSells} />;
}
