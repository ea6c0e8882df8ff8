"use server";
// The admin's lift of a suppressed address: bulk e-mail (programme e-mails, news, reminders) goes
// to it again. Audited like every admin change.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/pipeline";
import type { AdminActionResult } from "./actions";
import { recordAdminAction } from "./audit";
import { liftSuppression } from "./deliverability";

export const liftSuppressionAction = action({
  name: "admin: liftSuppression",
  who: "admin",
  input: z.string().trim().toLowerCase().min(3).max(320),
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Lift Failed", message: "No such address." }),
  rule: async (address, user): Promise<AdminActionResult> => {
    const lifted = await liftSuppression(address);
    if (!lifted) return { ok: false, status: 404, error: "Lift Failed", message: `${address} is not suppressed.` };
    await recordAdminAction(user, "email.lift_suppression", lifted.address, { reason: lifted.reason, suppressedAt: lifted.suppressedAt.toISOString() });
    revalidatePath("/admin/emails");
    revalidatePath("/admin");
    return { ok: true, message: `${lifted.address} gets our e-mails again.` };
  },
});
