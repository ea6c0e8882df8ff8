"use server";
// A reader's own review: write or edit it, or delete it. The browser sends the guide's id, the
// stars and the text; who is writing and whether they own the guide are decided here.
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { reviewInput } from "./rules";
import { deleteReview, saveReview } from "./reviews";

export type ReviewFormState = ActionResult<{ message: string }> | null;

const SIGN_IN = "Please sign in to review a guide.";

export const saveReviewAction = action({
  name: "reviews: save",
  who: "account",
  signIn: SIGN_IN,
  input: reviewInput,
  args: (_previous, form) =>
    form instanceof FormData ? { guideId: form.get("guideId"), rating: form.get("rating") ?? undefined, body: form.get("body") ?? "" } : null,
  rule: async (input, user): Promise<ActionResult<{ message: string }>> => {
    const saved = await saveReview(user.id, input);
    if (!saved.ok) return saved;
    return {
      ok: true,
      message: saved.hidden ? "Your review is saved. It stays hidden from the guide's page." : "Thank you! Your review is on the guide's page.",
    };
  },
});

export const deleteReviewAction = action({
  name: "reviews: delete",
  who: "account",
  signIn: SIGN_IN,
  input: z.object({ guideId: z.string().min(1).max(64) }),
  args: (_previous, form) => (form instanceof FormData ? { guideId: form.get("guideId") } : null),
  rule: async ({ guideId }, user): Promise<ActionResult<{ message: string }>> => {
    const deleted = await deleteReview(user.id, guideId);
    return deleted ? { ok: true, message: "Your review was deleted." } : { ok: false, code: "not_found", error: "There is no review of yours to delete." };
  },
});
