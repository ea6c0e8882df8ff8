"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/toast";
import type { FormErrorValue } from "@/components/ui/form-error";
import { startGuideCheckoutAction } from "@/lib/checkout/actions";

/** Starts a hosted checkout for guide ids and bundles (their strands' ids); a visitor is asked to sign in and comes back here. A
 * refusal is kept in `error`, for the control that started it to show beside itself. */
export function useGuideCheckout() {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [error, setError] = useState<FormErrorValue | null>(null);
  const checkout = (guideIds: string[], options: { promoCode?: string | null; errorTitle?: string; bundles?: string[] } = {}) =>
    startTransition(async () => {
      setError(null);
      const returnPath = `${window.location.pathname}${window.location.search}`;
      const result = await startGuideCheckoutAction({
        guideIds,
        ...(options.bundles?.length ? { bundles: options.bundles } : {}),
        promoCode: options.promoCode ?? null,
        returnPath,
        // The beacon's module, loaded after the page (components/shop/insight-beacon.tsx), keeps the visit's source.
        source: await import("@/lib/insight/beacon").then(
          (beacon) => beacon.visitSourceForCheckout(),
          () => "",
        ),
      });
      if (result.ok) {
        window.location.assign(result.url);
        return;
      }
      if (result.code === "sign_in") {
        // The sign-in page says it too, in its own words: the cart is kept and the person comes back.
        toast.error("Sign In Required", { description: "Please sign in to purchase guides.", page: "/login" });
        router.push(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
        return;
      }
      const failure = { title: options.errorTitle ?? "Checkout Error", message: result.error || "Failed to start checkout" };
      setError(failure);
      toast.error(failure.title, { description: failure.message });
    });
  return { checkout, pending, error };
}
