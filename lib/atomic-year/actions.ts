"use server";

import { redirect } from "next/navigation";
import { getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "@/lib/auth/session";
import { createAtomicYearCheckout } from "./checkout";
import { requestLog } from "@/lib/log/request";

export type AtomicYearCheckoutState = { error: string | null; signInRequired?: boolean };

/** "Continue to payment": creates the order and goes to the provider's checkout. It reads only an
 * optional promo code from the form: the product, its price and the buyer are the server's. */
export async function startAtomicYearCheckoutAction(_previous?: unknown, form?: unknown): Promise<AtomicYearCheckoutState> {
  const code = form instanceof FormData ? form.get("promoCode") : null;
  const promoCode = typeof code === "string" ? code.slice(0, 100) : null;
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { error: SOMETHING_WENT_WRONG };
  let url: string;
  try {
    const result = await createAtomicYearCheckout(user, promoCode);
    if (!result.ok) return { error: result.error, signInRequired: "reason" in result && result.reason === "signed_out" };
    url = result.url;
  } catch (error) {
    (await requestLog()).error({ userId: user?.id, err: error }, "atomic-year: starting checkout failed");
    return { error: "Unable to process checkout" };
  }
  redirect(url);
}
