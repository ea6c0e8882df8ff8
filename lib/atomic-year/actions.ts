"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { checkoutStartAllowed } from "@/lib/rate-limit";
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";
import { createAtomicYearCheckout, SIGN_IN_TO_PURCHASE } from "./checkout";

/** What the button shows: nothing to say yet (`ok: true`), or why no checkout opened (`code: "sign_in"` for a visitor). */
export type AtomicYearCheckoutState = ActionResult;

/** "Continue to payment": creates the order and goes to the provider's checkout. It reads only an
 * optional promo code from the form: the product, its price and the buyer are the server's. */
export const startAtomicYearCheckoutAction = action({
  name: "atomic-year: start checkout",
  who: "account",
  input: z.object({ promoCode: z.string().nullable() }),
  args: (_previous, form) => {
    const code = form instanceof FormData ? form.get("promoCode") : null;
    return { promoCode: typeof code === "string" ? code.slice(0, 100) : null };
  },
  signIn: SIGN_IN_TO_PURCHASE,
  failed: "Unable to process checkout",
  rule: async ({ promoCode }, user): Promise<ActionResult> => {
    // Each start is a pending order and a session at the payment provider: limited per account.
    if (!(await checkoutStartAllowed(user.id))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await createAtomicYearCheckout(user, promoCode);
    if (!result.ok) return { ok: false, error: result.error };
    redirect(result.url);
  },
});
