"use server";
// The cart's (and the gift and Atomic Year checkouts') "Apply": whether a code may be used, and what
// it does, so the page can show its name and the saving. A display only: checkout checks the code
// again and takes its use (./redeem.ts).
import { z } from "zod";
import { getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "@/lib/auth/session";
import type { DiscountRule } from "@/lib/cart/pricing";
import { INVALID_PROMO } from "./messages";
import { checkDiscountCode } from "./redeem";
import { requestLog } from "@/lib/log/request";

export type DiscountCheckResult = { ok: true; discount: DiscountRule } | { ok: false; error: string };

const inputSchema = z.object({ code: z.string().max(60), target: z.enum(["guides", "atomic_year", "gifts"]) });

export async function checkDiscountCodeAction(input: unknown): Promise<DiscountCheckResult> {
  const parsed = inputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: INVALID_PROMO };
  const user = await getCurrentUserOrOutage();
  if (user === "unavailable") return { ok: false, error: SOMETHING_WENT_WRONG };
  try {
    // Counted against the guessing limits (./redeem.ts), as a checkout's code is.
    const checked = await checkDiscountCode(parsed.data.code, parsed.data.target, user ? { userId: user.id, email: user.email } : null);
    return checked.ok ? { ok: true, discount: checked.rule } : checked;
  } catch (error) {
    (await requestLog()).error({ err: error }, "discounts: checking a code failed");
    return { ok: false, error: SOMETHING_WENT_WRONG };
  }
}
