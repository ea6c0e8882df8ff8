// Toasts without shipping the toaster on every page: sonner (its code and its <Toaster>) is loaded
// the first time something is announced, then the message is shown. Catalogue pages that never
// toast never download it. Same two calls the shop uses: toast.success and toast.error.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error";

let wanted = false;
let mounted: (() => void) | null = null;
let ready: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Resolves once a <Toaster> is on the page and listening, so a toast sent then is shown. */
function requestToaster(): Promise<void> {
  ready ??= new Promise<void>((resolve) => {
    mounted = resolve;
  });
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return ready;
}

export function subscribeToToaster(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether something asked for the toaster yet (components/ui/lazy-toaster.tsx mounts it then). */
export function toasterWanted(): boolean {
  return wanted;
}

/** Called once the mounted <Toaster> listens: toasts waiting for it go out. */
export function toasterMounted(): void {
  mounted?.();
}

let sonner: Promise<typeof import("sonner")> | null = null;

function show(kind: Kind, message: string, options?: ExternalToast): void {
  if (typeof window === "undefined") return;
  sonner ??= import("sonner");
  void Promise.all([sonner, requestToaster()]).then(([{ toast: sonnerToast }]) => {
    sonnerToast[kind](message, options);
  });
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show("success", message, options),
  error: (message: string, options?: ExternalToast) => show("error", message, options),
};
