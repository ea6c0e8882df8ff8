"use server";
// The cart's (and the gift and Atomic Year checkouts') "Apply": whether a code may be used, and what
// it does, so the page can show its name and the saving. A display only: checkout checks the code
// again and takes its use (./redeem.ts).
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import type { DiscountRule } from "@/lib/cart/pricing";
import { INVALID_PROMO } from "./messages";
import { checkDiscountCode } from "./redeem";

const inputSchema = z.object({ code: z.string().max(60), target: z.enum(["guides", "atomic_year", "gifts"]) });

export const checkDiscountCodeAction = action({
  name: "discounts: check a code",
  who: "visitor",
  input: inputSchema,
  invalid: INVALID_PROMO,
  rule: async ({ code, target }, user): Promise<ActionResult<{ discount: DiscountRule }>> => {
    // Counted against the guessing limits (./redeem.ts), as a checkout's code is.
    const checked = await checkDiscountCode(code, target, user ? { userId: user.id, email: user.email } : null);
    return checked.ok ? { ok: true, discount: checked.rule } : { ok: false, error: checked.error };
  },
});
