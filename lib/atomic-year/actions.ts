"use server";

import { redirect } from "next/navigation";
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { checkoutRules, hitAll } from "@/lib/rate-limit";
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
    if (!(await hitAll([[checkoutRules().perAccount, user.id]]))) return { ok: false, error: "Too many attempts. Please wait a few minutes and try again." };
    const result = await createAtomicYearCheckout(user, promoCode);
    if (!result.ok) return { ok: false, error: result.error };
    redirect(result.url);
  },
});
