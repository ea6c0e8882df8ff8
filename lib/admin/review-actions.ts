"use server";
// The admin's review actions: hide a review (with the reason its author will read) or show it again.
// Each is audited; the browser sends only the review's id and the reason.
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { action } from "@/lib/actions/pipeline";
import { setReviewHidden } from "@/lib/reviews/moderation";
import type { AdminActionResult } from "./actions";
import { recordAdminAction } from "./audit";
import { idSchema as reviewId } from "./email-action-rules";

export const hideReview = action({
  name: "admin: hideReview",
  who: "admin",
  input: z.object({
    reviewId,
    reason: z.string().trim().min(1, "Please say why the review is hidden: its author will read it.").max(300, "The reason is at most 300 characters."),
  }),
  invalid: (error): AdminActionResult => ({ ok: false, status: 400, error: "Hide Failed", message: error.issues[0]?.message ?? "No such review." }),
  rule: async ({ reviewId, reason }, user): Promise<AdminActionResult> => {
    const result = await setReviewHidden(reviewId, reason);
    if (!result) return { ok: false, status: 404, error: "Hide Failed", message: "No such review." };
    if (!result.changed) return { ok: false, status: 409, error: "Hide Failed", message: "This review is hidden already." };
    await recordAdminAction(user, "review.hide", reviewId, { reason, guide: result.guideTitle });
    revalidatePath("/admin/reviews");
    revalidatePath("/admin");
    return { ok: true, message: `The review of ${result.guideTitle} is hidden from the guide's page. Its author sees why.` };
  },
});

export const showReview = action({
  name: "admin: showReview",
  who: "admin",
  input: reviewId,
  invalid: (): AdminActionResult => ({ ok: false, status: 400, error: "Show Failed", message: "No such review." }),
  rule: async (input, user): Promise<AdminActionResult> => {
    const result = await setReviewHidden(input, null);
    if (!result) return { ok: false, status: 404, error: "Show Failed", message: "No such review." };
    if (!result.changed) return { ok: false, status: 409, error: "Show Failed", message: "This review is shown already." };
    await recordAdminAction(user, "review.show", input, { guide: result.guideTitle });
    revalidatePath("/admin/reviews");
    revalidatePath("/admin");
    return { ok: true, message: `The review of ${result.guideTitle} is back on the guide's page.` };
  },
});
