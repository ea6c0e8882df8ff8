"use client";
// The reader's engine (PDF.js and its worker: the largest script the shop sends, about half a
// second to start on a slow device) started on the shelf once the page is idle, for someone who owns
// a guide. The reader, opened from the shelf by a client-side navigation, finds the engine running
// and only opens the guide. Not on a connection that asks to save data.
import { useEffect } from "react";

export function useReaderHeadStart(ownsAGuide: boolean): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
    if (!ownsAGuide || connection?.saveData) return;
    const start = () => void import("./pdf-engine");
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(start, 1000);
    return () => clearTimeout(id);
  }, [ownsAGuide]);
}
