"use client";

import Link from "next/link";
import type { FormEvent } from "react";
import { Check } from "@/components/ui/icons/check";
import { Plus } from "@/components/ui/icons/plus";
import { Button } from "@/components/ui/button";
import { useAddToCart, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { CART_ADD_PARAM } from "@/lib/cart/storage-key";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/**
 * A catalogue card's quick add: one click puts the guide in the cart; then it says so and leads to
 * the cart. Before the page's scripts have run it is a GET form that opens the cart with the guide
 * added, so a click is never lost.
 */
export function QuickAdd({ guide }: { guide: AddableGuide }) {
  const { inCart, add } = useAddToCart(guide);
  const live = useHydrated();
  if (live && inCart) {
    return (
      <Button asChild size="sm" variant="ghost">
        <Link href="/cart" aria-label={`${guide.title} is in your cart: view cart`}>
          <Check aria-hidden="true" /> In cart
        </Link>
      </Button>
    );
  }
  const addHere = (event: FormEvent) => {
    event.preventDefault();
    add();
  };
  return (
    <form action="/cart" method="get" onSubmit={addHere}>
      <input type="hidden" name={CART_ADD_PARAM} value={guide.id} />
      <Button type="submit" size="sm" variant="outline" aria-label={`Add ${guide.title} to cart`}>
        <Plus aria-hidden="true" /> Add
      </Button>
    </form>
  );
}
