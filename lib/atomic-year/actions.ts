"use server";

import { redirect } from "next/navigation";
import { getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "@/lib/auth/session";
import { createAtomicYearCheckout } from "./checkout";
import { requestLog } from "@/lib/log/request";

export type AtomicYearCheckoutState = { error: string | null; signInRequired?: boolean };

/** "Continue to payment": creates the order and goes to the provider's checkout. It takes no input
 * (whatever a caller sends is ignored): the product, its price and the buyer are the server's. */
export async function startAtomicYearCheckoutAction(_previous?: unknown, _form?: unknown): Promise<AtomicYearCheckoutState> {
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { error: SOMETHING_WENT_WRONG };
  let url: string;
  try {
    const result = await createAtomicYearCheckout(user);
    if (!result.ok) return { error: result.error, signInRequired: "reason" in result && result.reason === "signed_out" };
    url = result.url;
  } catch (error) {
    (await requestLog()).error({ userId: user?.id, err: error }, "atomic-year: starting checkout failed");
    return { error: "Unable to process checkout" };
  }
  redirect(url);
}
