// Toasts without shipping the toaster on every page: sonner (its code and its <Toaster>) is loaded
// the first time something is announced, then the message is shown. Catalogue pages that never
// toast never download it. Same two calls the shop uses: toast.success and toast.error.
import type { ExternalToast } from "sonner";
import { requestToaster } from "@/components/ui/lazy-toaster";

type Kind = "success" | "error";

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
