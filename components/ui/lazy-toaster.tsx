"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// The toaster is mounted on the first request for it (lib/toast.ts), never in the page's first load.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

let wanted = false;
let mounted: (() => void) | null = null;
let ready: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Resolves once a <Toaster> is on the page and listening, so a toast sent then is shown. */
export function requestToaster(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    mounted = resolve;
  });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function MountedSignal() {
  // Runs after the Toaster beside it has mounted and subscribed to sonner's toast store.
  useEffect(() => {
    mounted?.();
  }, []);
  return null;
}

export function LazyToaster() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
      <MountedSignal />
    </Suspense>
  );
}
