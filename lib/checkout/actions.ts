"use server";

import { getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "@/lib/auth/session";
import { createGuideCheckout } from "./create";
import { resumeCheckout } from "./reminder-link";
import { guideCheckoutSchema } from "./schema";
import { requestLog } from "@/lib/log/request";

export type CheckoutActionResult = { ok: true; url: string } | { ok: false; error: string; signInRequired?: boolean };

/** Buy guides (one from a guide page or the shelf, or the whole cart): ids in, a checkout URL out. */
export async function startGuideCheckoutAction(input: unknown): Promise<CheckoutActionResult> {
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { ok: false, error: SOMETHING_WENT_WRONG };
  if (!user) return { ok: false, signInRequired: true, error: "Please sign in to purchase guides." };
  const parsed = guideCheckoutSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Unable to process checkout" };
  try {
    const result = await createGuideCheckout(user, parsed.data);
    return result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error };
  } catch (error) {
    (await requestLog()).error({ userId: user.id, err: error }, "checkout: unexpected failure");
    return { ok: false, error: "Unable to process checkout" };
  }
}

/** The checkout reminder's link: the signed token from the e-mail in, a fresh checkout of what that
 * checkout left out (priced now, on the server), for the account the link was made for only. */
export async function resumeCheckoutAction(token: unknown): Promise<CheckoutActionResult> {
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { ok: false, error: SOMETHING_WENT_WRONG };
  if (!user) return { ok: false, signInRequired: true, error: "Please sign in to purchase guides." };
  if (typeof token !== "string" || token.length > 200) return { ok: false, error: "This link is not valid for your account." };
  try {
    const result = await resumeCheckout(user, token);
    return result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error };
  } catch (error) {
    (await requestLog()).error({ userId: user.id, err: error }, "checkout: resuming a checkout failed");
    return { ok: false, error: "Unable to process checkout" };
  }
}
