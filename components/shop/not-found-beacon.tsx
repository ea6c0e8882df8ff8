"use client";

import { useEffect } from "react";

/** Reports the path that was not found, so it appears in the server log with its 404. */
export function NotFoundBeacon() {
  useEffect(() => {
    const body = JSON.stringify({ path: window.location.pathname });
    if (!navigator.sendBeacon?.("/api/not-found", new Blob([body], { type: "application/json" }))) {
      void fetch("/api/not-found", { method: "POST", body, headers: { "Content-Type": "application/json" }, keepalive: true }).catch(() => undefined);
    }
  }, []);
  return null;
}
