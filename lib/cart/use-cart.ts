"use client";
// The cart as React state, one store for its guide ids (`cart`) and its bundles (`cart_bundles`):
// the same snapshot in every component, updated at once in this tab (CART_CHANGED_EVENT) and in
// other tabs (the storage event).
import { useSyncExternalStore } from "react";
import { migrateStoredCart, parseBundles, parseCart } from "./cart";
import { CART_BUNDLES_KEY, CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

function subscribe(onChange: () => void) {
  // A cart stored in the earlier format is written again as ids the first time a page shows it.
  migrateStoredCart();
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY || event.key === CART_BUNDLES_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/**
 * useSyncExternalStore needs a stable snapshot: the list stored under `key` is parsed again only
 * when its text changes, and stays the same list when the text changed but the entries did not (a
 * migration, another tab's rewrite).
 */
function storedList(key: string, parse: (raw: string | null) => string[]): () => string[] {
  let cachedRaw: string | null = null;
  let cached: string[] = [];
  return () => {
    const raw = window.localStorage.getItem(key);
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      const next = parse(raw);
      if (next.length !== cached.length || next.some((entry, index) => entry !== cached[index])) cached = next;
    }
    return cached;
  };
}

const guideIds = storedList(CART_STORAGE_KEY, parseCart);
const bundleStrands = storedList(CART_BUNDLES_KEY, parseBundles);
const NONE: string[] = [];

/** The guide ids in the cart, in the order they were added. */
export function useCart(): string[] {
  return useSyncExternalStore(subscribe, guideIds, () => NONE);
}

/** The strands whose bundle is in the cart, in the order added. */
export function useCartBundles(): string[] {
  return useSyncExternalStore(subscribe, bundleStrands, () => NONE);
}
