"use client";

import Link from "next/link";
import { ShoppingBag } from "@/components/ui/icons/shopping-bag";
import { useCart, useCartBundles } from "@/lib/cart/use-cart";
import { cn } from "@/lib/utils";

/** "Cart (n)", read from the `cart` and `cart_bundles` keys (a bundle counts as one) and kept current across tabs. */
export function CartButton({ className, iconClassName }: { className?: string; iconClassName?: string }) {
  const count = useCart().length + useCartBundles().length;
  return (
    <Link href="/cart" className={className}>
      <ShoppingBag aria-hidden="true" className={cn("size-4 shrink-0", iconClassName)} />
      {/* Tabular digits: the count arriving after hydration does not change the width. */}
      <span className="tabular-nums">Cart ({count})</span>
    </Link>
  );
}
