"use client";

import Link from "next/link";
import { Check, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAddToCart, type AddableGuide } from "@/lib/cart/use-add-to-cart";
import { useHydrated } from "@/lib/hooks/use-hydrated";

/** A catalogue card's quick add: one click puts the guide in the cart; then it says so and leads to the cart. */
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
  return (
    <Button type="button" size="sm" variant="outline" onClick={add} disabled={!live} aria-label={`Add ${guide.title} to cart`}>
      <Plus aria-hidden="true" /> Add
    </Button>
  );
}
