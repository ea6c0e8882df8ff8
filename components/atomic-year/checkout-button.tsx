"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { PromoCodeField, savingOn } from "@/components/checkout/promo-code-field";
import { startAtomicYearCheckoutAction, type AtomicYearCheckoutState } from "@/lib/atomic-year/actions";
import type { DiscountRule } from "@/lib/cart/pricing";
import { formatAmount } from "@/lib/money";

const INITIAL: AtomicYearCheckoutState = { ok: true };

/** "Continue to payment": a POST to the server action, which answers with the provider's checkout
 * (a redirect) or says why not. A promo code applied here goes with it; the server prices the order. */
export function AtomicYearCheckoutButton({ returnPath, priceCents }: { returnPath: string; priceCents: number }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(startAtomicYearCheckoutAction, INITIAL);
  const [promo, setPromo] = useState<DiscountRule | null>(null);
  const saving = savingOn(priceCents, promo);

  useEffect(() => {
    if (state.ok || state.code !== "sign_in") return;
    toast.error("Sign In Required", { description: "Please sign in to purchase guides.", page: "/login" });
    router.push(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
  }, [state, router, returnPath]);

  return (
    <form action={action}>
      <div className="mb-4">
        <PromoCodeField target="atomic_year" priceCents={priceCents} applied={promo} onChange={setPromo} />
      </div>
      {promo ? (
        <dl className="mb-4 space-y-1 text-sm">
          <div className="flex justify-between gap-6 text-vision-ink">
            <dt>
              {promo.name} ({promo.code})
            </dt>
            <dd>-{formatAmount(saving)}</dd>
          </div>
          <div className="flex justify-between gap-6 text-base font-semibold">
            <dt>Total with the code</dt>
            <dd data-testid="checkout-discounted-total">{formatAmount(priceCents - saving)}</dd>
          </div>
        </dl>
      ) : null}
      <input type="hidden" name="promoCode" value={promo?.code ?? ""} />
      {!state.ok && state.code !== "sign_in" ? (
        <Alert className="mb-4" aria-live="polite">
          <p className="font-medium">Checkout Error</p>
          <p className="mt-1">{state.error}</p>
        </Alert>
      ) : null}
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
        {pending ? "Opening checkout..." : "Continue to payment"}
      </Button>
    </form>
  );
}
