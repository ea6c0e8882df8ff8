"use server";
// The sandbox hosted checkout's actions: pay with a test card, or cancel back to the shop. Only
// while payments run in the sandbox, and only for those who may open the page (the buyer, the
// local key holder, an admin): anyone else is told the session is no longer active.
import { redirect } from "next/navigation";
import { z } from "zod";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { canUseSandboxSession } from "@/lib/local-tools/access";
import { cancelSandboxSession, paySandboxSession, sandboxSessionIdSchema } from "@/lib/payments/sandbox";

/** Nothing to say yet (`ok: true`), or why the card was not charged. */
export type SandboxPayState = ActionResult;

const inactive = "This checkout session is no longer active.";

/** "MM / YY" (spaces and slash optional), not in the past. */
const expirySchema = z
  .string()
  .trim()
  .transform((value, ctx) => {
    const match = /^(\d{2})\s*\/?\s*(\d{2})$/.exec(value);
    const month = Number(match?.[1]);
    const year = 2000 + Number(match?.[2]);
    if (!match || month < 1 || month > 12) {
      ctx.addIssue({ code: "custom", message: "Your card's expiration date is incomplete." });
      return z.NEVER;
    }
    const endOfMonth = Date.UTC(year, month, 1); // first instant of the following month
    if (endOfMonth <= Date.now()) {
      ctx.addIssue({ code: "custom", message: "Your card's expiration date is in the past." });
      return z.NEVER;
    }
    return { month, year };
  });

const paySchema = z.object({
  sessionId: sandboxSessionIdSchema,
  cardNumber: z.string().trim().min(1, "Your card number is incomplete.").max(40, "Your card number is invalid."),
  expiry: expirySchema,
  cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, "Your card's security code is incomplete."),
  name: z.string().trim().min(1, "Please enter the name on your card.").max(100, "The name on your card is too long."),
});

/** A posted form's fields; anything but FormData (an action called directly with JSON) names no session. */
const posted = (form: unknown) =>
  form instanceof FormData
    ? { sessionId: form.get("sessionId"), cardNumber: form.get("cardNumber"), expiry: form.get("expiry"), cvc: form.get("cvc"), name: form.get("name") }
    : null;

/** "Pay": the session is checked before the card, so whoever may not use it learns nothing more. */
export const paySandboxAction = action({
  name: "sandbox checkout: pay",
  who: "visitor",
  input: z.object({ sessionId: sandboxSessionIdSchema, cardNumber: z.unknown(), expiry: z.unknown(), cvc: z.unknown(), name: z.unknown() }),
  args: (_previous, form) => posted(form),
  invalid: inactive,
  rule: async (fields): Promise<SandboxPayState> => {
    if (!(await canUseSandboxSession(fields.sessionId))) return { ok: false, error: inactive };
    const parsed = paySchema.safeParse(fields);
    if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Please check your card details." };
    const result = await paySandboxSession(parsed.data.sessionId, parsed.data.cardNumber);
    if (!result.ok) return { ok: false, error: result.error };
    redirect(result.redirectUrl);
  },
});

const cancel = action({
  name: "sandbox checkout: cancel",
  who: "visitor",
  input: z.object({ sessionId: sandboxSessionIdSchema }),
  args: (form) => posted(form),
  invalid: () => redirect("/"),
  rule: async ({ sessionId }): Promise<ActionResult> => {
    const target = (await canUseSandboxSession(sessionId)) ? await cancelSandboxSession(sessionId) : null;
    redirect(target?.redirectUrl ?? "/");
  },
});

/** "Cancel": back to the shop, by the session's own way back when the caller may use it. A plain
 * form's action, so it answers nothing: every way through redirects. */
export async function cancelSandboxAction(formData: FormData): Promise<void> {
  await cancel(formData);
}
