"use client";
// The cart's guide ids in local storage as React state: the same snapshot in every component,
// updated at once in this tab (CART_CHANGED_EVENT) and in other tabs (the storage event).
import { useSyncExternalStore } from "react";
import { migrateStoredCart, parseCart } from "./cart";
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

function subscribe(onChange: () => void) {
  // A cart stored in the earlier format is written again as ids the first time a page shows it.
  migrateStoredCart();
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

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes, and keep
// the same list when the text changed but the ids did not (a migration, another tab's rewrite).
let cachedRaw: string | null = null;
let cachedIds: string[] = [];
function snapshot(): string[] {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const ids = parseCart(raw);
    if (ids.length !== cachedIds.length || ids.some((id, index) => id !== cachedIds[index])) cachedIds = ids;
  }
  return cachedIds;
}
const EMPTY: string[] = [];

/** The guide ids in the cart, in the order they were added. */
export function useCart(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
