"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { sendPageView } from "@/lib/insight/beacon";

/** Counts each catalogue page shown, after it has loaded (lib/insight/beacon.ts): no cookie, no storage. */
export function InsightBeacon() {
  const pathname = usePathname();
  useEffect(() => sendPageView(pathname), [pathname]);
  return null;
}
