"use client";
// The cart in local storage as React state: the same snapshot in every component, updated at once
// in this tab (CART_CHANGED_EVENT) and in other tabs (the storage event).
import { useSyncExternalStore } from "react";
import { readCart, type CartItem } from "./cart";
import { CART_CHANGED_EVENT, CART_STORAGE_KEY } from "./storage-key";

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

// useSyncExternalStore needs a stable snapshot: re-parse only when the stored text changes.
let cachedRaw: string | null = null;
let cachedItems: CartItem[] = [];
function snapshot(): CartItem[] {
  const raw = window.localStorage.getItem(CART_STORAGE_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedItems = readCart();
  }
  return cachedItems;
}
const EMPTY: CartItem[] = [];

export function useCart(): CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}
