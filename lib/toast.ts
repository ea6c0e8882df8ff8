// Toasts without shipping the toaster on every page: sonner (its code and its <Toaster>) is loaded
// the first time something is announced, then the message is shown. Catalogue pages that never
// toast never download it. Same two calls the shop uses: toast.success and toast.error.
// One toast at a time: a new one replaces whatever is on screen. Each belongs to a page (the one it
// was sent from, or `page` when it announces where the person is being sent) and goes when the
// person leaves that page. A toast is never the only place an error is said: the form or card it
// comes from says it too.
import type { ExternalToast } from "sonner";

type Kind = "success" | "error";
type ToastOptions = ExternalToast & {
  /** The path of the page the toast is about, when it is sent just before moving there. */
  page?: string;
};

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
/** The toasts on screen (or on their way), each with the path of the page it belongs to. */
const shown = new Map<string | number, string>();

function dismissWhere(keep: (id: string | number, page: string) => boolean): void {
  if (!sonner || shown.size === 0) return;
  const leaving = [...shown].filter(([id, page]) => !keep(id, page)).map(([id]) => id);
  if (leaving.length === 0) return;
  for (const id of leaving) shown.delete(id);
  void sonner.then(({ toast: sonnerToast }) => {
    for (const id of leaving) sonnerToast.dismiss(id);
  });
}

function show(kind: Kind, message: string, options: ToastOptions = {}): void {
  if (typeof window === "undefined") return;
  const from = window.location.pathname;
  const { page = from, ...rest } = options;
  sonner ??= import("sonner");
  void Promise.all([sonner, requestToaster()]).then(([{ toast: sonnerToast }]) => {
    // The first toast waits for sonner to load: by then the person may have gone on elsewhere.
    const here = window.location.pathname;
    if (here !== page && here !== from) return;
    // A toast with a fixed id (the cart's) is updated in place; every other one on screen goes.
    dismissWhere((id) => id === rest.id);
    const forget = (toast: { id: string | number }) => {
      if (shown.get(toast.id) === page) shown.delete(toast.id);
    };
    const id = sonnerToast[kind](message, { ...rest, onDismiss: forget, onAutoClose: forget });
    shown.set(id, page);
  });
}

/** The person is now on `pathname`: the toasts of other pages go. */
export function leftFor(pathname: string): void {
  dismissWhere((_, page) => page === pathname);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show("success", message, options),
  error: (message: string, options?: ToastOptions) => show("error", message, options),
};
