"use client";
// The cart's bundles: strand ids in local storage under `cart_bundles`, beside the guide ids. A
// bundle in the cart takes the place of its strand's guides bought one by one (they leave the cart).
import { useSyncExternalStore } from "react";
import { isStrand } from "@/lib/catalog/strands";
import { toast } from "@/lib/toast";
import { removeFromCart } from "./cart";
import { CART_BUNDLES_KEY, CART_CHANGED_EVENT } from "./storage-key";

/** The strand ids of a stored list, each once; anything else reads as none. */
function parseBundles(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((entry): entry is string => typeof entry === "string" && isStrand(entry)))];
  } catch {
    return [];
  }
}

function write(strands: readonly string[]): void {
  window.localStorage.setItem(CART_BUNDLES_KEY, JSON.stringify(strands));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

/** Adds a strand's bundle (once), taking its guides out of the cart, and says so. */
export function addBundleToCart(bundle: { strand: string; name: string; guideIds: readonly string[] }): void {
  const strands = parseBundles(window.localStorage.getItem(CART_BUNDLES_KEY));
  removeFromCart(bundle.guideIds);
  if (strands.includes(bundle.strand)) return;
  write([...strands, bundle.strand]);
  toast.success("Added to cart!", { id: "cart-added", description: `The ${bundle.name} bundle has been added to your cart.` });
}

export function removeBundlesFromCart(remove: readonly string[]): void {
  const strands = parseBundles(window.localStorage.getItem(CART_BUNDLES_KEY));
  const kept = strands.filter((strand) => !remove.includes(strand));
  if (kept.length !== strands.length) write(kept);
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_BUNDLES_KEY) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

let cachedRaw: string | null = null;
let cached: string[] = [];
function snapshot(): string[] {
  const raw = window.localStorage.getItem(CART_BUNDLES_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    const next = parseBundles(raw);
    if (next.join(",") !== cached.join(",")) cached = next;
  }
  return cached;
}
const NONE: string[] = [];

/** The strands whose bundle is in the cart, in the order added. */
export function useCartBundles(): string[] {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
