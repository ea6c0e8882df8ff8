"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/**
 * Counts each catalogue page shown, after it has loaded (lib/insight/beacon.ts): no cookie, no
 * storage. The beacon's code is imported then, so it is no part of the page's first load.
 */
export function InsightBeacon() {
  const pathname = usePathname();
  useEffect(() => {
    void import("@/lib/insight/beacon").then((beacon) => beacon.sendPageView(pathname));
  }, [pathname]);
  return null;
}
