"use client";

import { useRefreshMeOnNavigation } from "@/lib/session/use-me";

/** Keeps the header's and the page's personal islands current across client navigations. */
export function SessionRefresher() {
  useRefreshMeOnNavigation();
  return null;
}
