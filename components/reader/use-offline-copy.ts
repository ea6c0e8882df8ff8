"use client";
// Keeps what the reader needs to open this guide offline: its service worker (public/read/sw.js,
// scope /read/), this page in the account's reader cache beside the guide file, and the built assets
// the page loaded. Signing out deletes the account's cache (lib/shelf/reader-cache.ts).
import { useEffect } from "react";
import { readerCacheName } from "@/lib/shelf/reader-cache";

const ASSETS = "reader-assets";

export function useOfflineCopy(accountId: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || !("serviceWorker" in navigator) || typeof caches === "undefined") return;
    void (async () => {
      await navigator.serviceWorker.register("/read/sw.js", { scope: "/read/" });
      const here = `${location.pathname}${location.search}`;
      const page = await fetch(here, { headers: { Accept: "text/html" }, credentials: "same-origin", cache: "no-store" });
      if (page.ok && !page.redirected) await (await caches.open(readerCacheName(accountId))).put(here, page);
      const assets = performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith("/_next/static/"))
        .map((url) => url.pathname);
      // One build's assets at a time: the names change with each deployment.
      await caches.delete(ASSETS);
      await (await caches.open(ASSETS)).addAll([...new Set(assets)]);
    })().catch(() => undefined);
  }, [accountId, ready]);
}
