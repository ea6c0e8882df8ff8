"use client";

import { useRouter } from "next/navigation";
import { useActionState, useEffect } from "react";
import { Loader2 } from "lucide-react";
import { toast } from "@/lib/toast";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { startAtomicYearCheckoutAction, type AtomicYearCheckoutState } from "@/lib/atomic-year/actions";

const INITIAL: AtomicYearCheckoutState = { error: null };

/** "Continue to payment": a POST to the server action, which answers with the provider's checkout
 * (a redirect) or says why not. */
export function AtomicYearCheckoutButton({ returnPath }: { returnPath: string }) {
  const router = useRouter();
  const [state, action, pending] = useActionState(startAtomicYearCheckoutAction, INITIAL);

  useEffect(() => {
    if (!state.signInRequired) return;
    toast.error("Sign In Required", { description: "Please sign in to purchase guides." });
    router.push(`/login?callbackUrl=${encodeURIComponent(returnPath)}`);
  }, [state, router, returnPath]);

  return (
    <form action={action}>
      {state.error && !state.signInRequired ? (
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
