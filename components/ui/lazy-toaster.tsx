"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from "react";
import { leftFor, toasterMounted, toasterWanted, subscribeToToaster } from "@/lib/toast";

// The toaster is mounted on the first request for it (lib/toast.ts), never in the page's first load.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

function MountedSignal() {
  // Runs after the Toaster beside it has mounted and subscribed to sonner's toast store.
  useEffect(() => {
    toasterMounted();
  }, []);
  return null;
}

/** Toasts sit where they cover nothing a person needs: at the bottom, across the screen on a phone
 * (sonner's own layout below 600 px), in the bottom right corner on wider screens, away from the
 * header's links. */
export function LazyToaster() {
  const show = useSyncExternalStore(subscribeToToaster, toasterWanted, () => false);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-right" richColors closeButton />
      <MountedSignal />
    </Suspense>
  );
}

/** A toast goes when the person leaves the page it belongs to. Rendered in the root layout inside
 * its own <Suspense> (reading the address must not hold up a page rendered per request). */
export function ToastsFollowPage() {
  const pathname = usePathname();
  const last = useRef(pathname);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    leftFor(pathname);
  }, [pathname]);
  return null;
}
