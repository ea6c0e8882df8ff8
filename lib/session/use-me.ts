"use client";
// The signed-in person's state for the catalogue's client islands, shared by all of them: one
// GET /api/me per page view and client navigation, and none at all without the "signed in" hint
// (lib/session/hint.ts). The prerendered HTML is the same for everyone, so the server snapshot is
// "unknown"; the islands render their visitor form then, which works before hydration.
import { usePathname } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { clearReaderCaches, readerCacheName } from "@/lib/shelf/reader-cache";
import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from "./hint";
import type { MeResponse } from "./state";

export type MeState = { status: "unknown" } | { status: "visitor" } | { status: "loading" } | ({ status: "signed-in" } & MeResponse);

const UNKNOWN: MeState = { status: "unknown" };
const VISITOR: MeState = { status: "visitor" };
const LOADING: MeState = { status: "loading" };

let state: MeState = UNKNOWN;
let request: AbortController | null = null;
let lastPathname: string | null = null;
const listeners = new Set<() => void>();

function publish(next: MeState) {
  state = next;
  for (const listener of listeners) listener();
}

function hasSessionHint(): boolean {
  return document.cookie.split(";").some((part) => part.trim() === `${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}`);
}

/** Asks the server again (after a sign-in, a sign-out, a name change or a purchase). */
export function refreshMe(): void {
  request?.abort();
  request = null;
  if (!hasSessionHint()) {
    publish(VISITOR);
    void clearReaderCaches();
    return;
  }
  const controller = new AbortController();
  request = controller;
  // Keeps the last known person on screen while asking again (no flicker on client navigation).
  if (state.status !== "signed-in") publish(LOADING);
  fetch("/api/me", { credentials: "same-origin", cache: "no-store", signal: controller.signal })
    .then(async (response) => {
      if (request !== controller) return;
      // 503: the shop could not check the session (an outage); it is not a sign-out, so the last
      // known state stays (or "loading") rather than showing a signed-in person the visitor's view.
      if (response.status === 503) {
        if (state.status !== "signed-in") publish(LOADING);
        return;
      }
      if (!response.ok) {
        publish(VISITOR);
        // The shop says nobody is signed in here: no account's offline reader copies stay behind.
        if (response.status === 401) void clearReaderCaches();
        return;
      }
      const me = (await response.json()) as MeResponse;
      publish({ status: "signed-in", ...me });
      // Only the signed-in account's offline reader copies stay in this browser (another account
      // that used it before, without signing out, must not be able to open its copies offline).
      void clearReaderCaches(readerCacheName(me.accountId));
    })
    .catch(() => {
      if (request === controller && !controller.signal.aborted) publish(VISITOR);
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.status === "unknown") refreshMe();
  return () => listeners.delete(listener);
}

/** The person's state, shared by every island of the page. */
export function useMe(): MeState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
}

/**
 * Asks again on every client navigation, so what the islands show follows a sign-in, a sign-out or
 * a purchase made elsewhere in the shop. Rendered once, in the root layout, inside its own
 * <Suspense>: on routes whose address is only known per request, reading it must not hold up the
 * rest of the page (on the prerendered catalogue the address is known when it is built).
 */
export function useRefreshMeOnNavigation(): void {
  const pathname = usePathname();
  useEffect(() => {
    if (lastPathname !== null && lastPathname !== pathname) refreshMe();
    lastPathname = pathname;
  }, [pathname]);
}
