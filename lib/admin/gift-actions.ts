"use server";
// The admin's gift action: resend a delivered, unopened gift's e-mail to its recipient with a new
// link (the old one stops working; only a link's hash is stored, so the old one cannot be resent).
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { resendGiftDelivery } from "@/lib/gifts/deliver";
import type { AdminActionResult } from "./actions";
import { recordAdminAction } from "./audit";
import { action } from "@/lib/actions/pipeline";

const giftIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

export const resendGiftEmail = action({
  name: "admin: resendGiftEmail",
  who: "admin",
  input: giftIdSchema,
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Resend Failed", message: "No such gift." }),
  rule: async (input, user): Promise<AdminActionResult> => {
    const result = await resendGiftDelivery(input);
    if (result.status === "not_resendable")
      return { ok: false, status: 409, error: "Resend Failed", message: "Only a delivered gift that has not been opened or refunded can be sent again." };
    if (result.status === "busy") return { ok: false, status: 409, error: "Resend Failed", message: "This gift's e-mail is being sent again already." };
    await recordAdminAction(user, "gift.resend_email", input, { to: result.to });
    revalidatePath("/admin/programmes");
    revalidatePath("/admin/orders");
    revalidatePath("/admin");
    return { ok: true, message: `The gift e-mail was sent again to ${result.to}, with a new link. The old link no longer works.` };
  },
});
