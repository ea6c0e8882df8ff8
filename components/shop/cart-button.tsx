"use client";

import Link from "next/link";
import { useSyncExternalStore } from "react";
import { ShoppingBag } from "lucide-react";
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from "@/lib/cart/storage-key";

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

function readCount(): number {
  try {
    const items: unknown = JSON.parse(window.localStorage.getItem(CART_STORAGE_KEY) ?? "[]");
    return Array.isArray(items) ? items.length : 0;
  } catch {
    return 0;
  }
}

/** "Cart (n)", read from the `cart` key and kept current across tabs. */
export function CartButton({ className }: { className?: string }) {
  const count = useSyncExternalStore(subscribe, readCount, () => 0);
  return (
    <Link href="/cart" className={className}>
      <ShoppingBag aria-hidden="true" className="size-4" />
      <span>Cart ({count})</span>
    </Link>
  );
}
