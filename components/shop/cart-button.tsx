"use client";

import Link from "next/link";
import { ShoppingBag } from "lucide-react";
import { useCart } from "@/lib/cart/use-cart";

/** "Cart (n)", read from the `cart` key and kept current across tabs. */
export function CartButton({ className }: { className?: string }) {
  const count = useCart().length;
  return (
    <Link href="/cart" className={className}>
      <ShoppingBag aria-hidden="true" className="size-4" />
      {/* Tabular digits: the count arriving after hydration does not change the width. */}
      <span className="tabular-nums">Cart ({count})</span>
    </Link>
  );
}
