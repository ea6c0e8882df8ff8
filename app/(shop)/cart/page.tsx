import type { Metadata } from "next";
import { CartView } from "@/components/cart/cart-view";

export const metadata: Metadata = { title: "Cart", description: "Your cart: review your guides, apply a promo code and check out.", robots: { index: false } };

export default function CartPage() {
  return <CartView />;
}
