"use client";
// The success page's client work: the toast, and taking the bought guides, bundles and the used
// promo code out of the browser cart (local storage). Everything else is rendered on the server.
import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { toast } from "@/lib/toast";
import { removeBundlesFromCart, removeFromCart } from "@/lib/cart/cart";
import { PROMO_STORAGE_KEY } from "@/lib/cart/storage-key";

export function PaymentSuccessEffects({ guideIds, bundles }: { guideIds: string[]; bundles: string[] }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    window.sessionStorage.removeItem("checkout_context");
    // The promo belonged to this order: the next cart starts without it.
    window.localStorage.removeItem(PROMO_STORAGE_KEY);
    toast.success("Payment successful!");
    removeFromCart(guideIds);
    removeBundlesFromCart(bundles);
  }, [guideIds, bundles]);
  return null;
}

/** A success URL without a session id: say so and go home. */
export function MissingSessionRedirect() {
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast.error("No session ID found", { page: "/" });
    router.replace("/");
  }, [router]);
  return null;
}
