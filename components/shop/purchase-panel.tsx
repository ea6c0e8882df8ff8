"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Check } from "@/components/ui/icons/check";
import { Gift } from "@/components/ui/icons/gift";
import { ShoppingBag } from "@/components/ui/icons/shopping-bag";
import { Button } from "@/components/ui/button";
import { useAddToCart, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { CART_ADD_PARAM } from "@/lib/cart/storage-key";
import { formatPrice } from "@/lib/money";
import { FormError } from "@/components/ui/form-error";
import { useGuideCheckout } from "@/components/checkout/use-checkout";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * Buy, add to cart, or gift one guide. Part of the prerendered page, so every control works from
 * the first paint: before the scripts have run, Buy and Add to Cart are plain GET forms that open
 * the cart with the guide added (/cart?add=id; nothing is bought or reserved by a GET); once
 * hydrated, Buy starts the hosted checkout at once and Add to Cart adds in place.
 */
export function PurchasePanel({ guide }: { guide: AddableGuide }) {
  const price = formatPrice(guide.priceCents);
  const { checkout, pending, error } = useGuideCheckout();
  const live = useHydrated();
  const { inCart, add } = useAddToCart(guide);
  const buy = (event: FormEvent) => {
    event.preventDefault();
    checkout([guide.id]);
  };
  const addHere = (event: FormEvent) => {
    event.preventDefault();
    add();
  };

  return (
    <div className="rounded-2xl border border-ink/10 bg-white/70 p-6 shadow-sm" data-testid="purchase-panel">
      <p className="font-serif text-3xl font-semibold">{price}</p>
      <p className="mt-1 text-sm text-ink-soft">One-time purchase. Desktop and mobile PDF. Yours forever.</p>
      <div className="mt-6 flex flex-col gap-3">
        <form action="/cart" method="get" onSubmit={buy} className="contents">
          <input type="hidden" name={CART_ADD_PARAM} value={guide.id} />
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? "Processing..." : `Buy & Download - ${price}`}
          </Button>
        </form>
        <FormError error={error} />
        {/* Once added, the button says so and leads to the cart. */}
        {live && inCart ? (
          <Button asChild variant="outline" size="lg">
            <Link href="/cart">
              <Check aria-hidden="true" /> In your cart: view cart
            </Link>
          </Button>
        ) : (
          <form action="/cart" method="get" onSubmit={addHere} className="contents">
            <input type="hidden" name={CART_ADD_PARAM} value={guide.id} />
            <Button type="submit" variant="outline" size="lg">
              <ShoppingBag aria-hidden="true" /> Add to Cart
            </Button>
          </form>
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
