"use client";

import Link from "next/link";
import { Check, Gift, ShoppingBag } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAddToCart, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { formatPrice } from "@/lib/catalog/constants";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * Buy, add to cart, or gift one guide. `loading` renders the panel as the placeholder of the
 * streamed, per-person panel: React never hydrates a Suspense fallback, so its buttons would be dead
 * copies; they are shown disabled instead (and so are the live ones until they have hydrated).
 */
export function PurchasePanel({ guide, loading = false }: { guide: AddableGuide; loading?: boolean }) {
  const price = formatPrice(guide.priceCents);
  const { checkout, pending } = useGuideCheckout();
  const live = useHydrated() && !loading;
  const { inCart, add: onAdd } = useAddToCart(guide);

  return (
    <div className="rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm" aria-busy={!live} data-testid="purchase-panel">
      <p className="font-serif text-3xl font-semibold">{price}</p>
      <p className="mt-1 text-sm text-ink-soft">One-time purchase. Desktop and mobile PDF. Yours forever.</p>
      <div className="mt-6 flex flex-col gap-3">
        <Button size="lg" onClick={() => checkout([guide.id])} disabled={pending || !live}>
          {pending ? "Processing..." : `Buy & Download - ${price}`}
        </Button>
        {/* Once added, the button says so and leads to the cart. */}
        {live && inCart ? (
          <Button asChild variant="outline" size="lg">
            <Link href="/cart">
              <Check aria-hidden="true" /> In your cart: view cart
            </Link>
          </Button>
        ) : (
          <Button type="button" variant="outline" size="lg" onClick={onAdd} disabled={!live}>
            <ShoppingBag aria-hidden="true" /> Add to Cart
          </Button>
        )}
        <Button asChild variant="ghost" size="lg">
          <Link href={`/gift?guide=${guide.id}`}>
            <Gift aria-hidden="true" /> Gift This Guide
          </Link>
        </Button>
      </div>
    </div>
  );
}
