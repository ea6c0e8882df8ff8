"use client";

import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { toasterMounted, toasterWanted, subscribeToToaster } from "@/lib/toast";

// The toaster is mounted on the first request for it (lib/toast.ts), never in the page's first load.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  // Runs after the Toaster beside it has mounted and subscribed to sonner's toast store.
  useEffect(() => {
    toasterMounted();
  }, []);
  return null;
}

export function LazyToaster() {
  const show = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
      <MountedSignal />
    </Suspense>
  );
}
