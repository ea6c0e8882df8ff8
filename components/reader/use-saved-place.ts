"use client";
// Stores the page the reader shows, a moment after it settles; a page turned while offline is
// stored once the browser is back online.
import { useEffect, useRef } from "react";
import type { Edition } from "./use-guide-document";

const SETTLE_MS = 400;

export function useSavedPlace(guideId: string, edition: Edition | null, page: number | null): void {
  const saved = useRef<string | null>(null);
  useEffect(() => {
    if (!edition || page === null) return;
    const place = `${edition}:${page}`;
    if (saved.current === place) return;
    const save = () =>
      fetch(`/api/guides/${guideId}/reading-place`, {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ edition, page }),
        keepalive: true,
      }).then(
        (response) => {
          if (response.ok) saved.current = place;
        },
        () => window.addEventListener("online", () => void save(), { once: true }),
      );
    const timer = window.setTimeout(() => void save(), SETTLE_MS);
    return () => window.clearTimeout(timer);
  }, [guideId, edition, page]);
}
