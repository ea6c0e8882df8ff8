"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/lib/toast";
import { startGuideCheckoutAction } from "@/lib/checkout/actions";

/** Starts a hosted checkout for guide ids; a visitor is asked to sign in and comes back here. */
export function useGuideCheckout() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const checkout = (guideIds: string[], options: { promoCode?: string | null; errorTitle?: string } = {}) =>
    startTransition(async () => {
      const returnPath = `${window.location.pathname}${window.location.search}`;
      const result = await startGuideCheckoutAction({ guideIds, promoCode: options.promoCode ?? null, returnPath });
      if (result.ok) {
        window.location.assign(result.url);
        return;
      }
      if (result.code === "sign_in") {
        toast.error("Sign In Required", { description: "Please sign in to purchase guides." });
        router.push(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
        return;
      }
      toast.error(options.errorTitle ?? "Checkout Error", { description: result.error || "Failed to start checkout" });
    });
  return { checkout, pending };
}
