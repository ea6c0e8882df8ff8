"use client";
import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/** False in the server HTML and until React has hydrated this component, then true. Buttons whose
 * handlers need JavaScript render disabled until then: a click before hydration would be lost. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
