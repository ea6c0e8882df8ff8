"use server";
// The sandbox hosted checkout's actions: pay with a test card, or cancel back to the shop. Only
// while payments run in the sandbox, and only for those who may open the page (the buyer, the
// local key holder, an admin): anyone else is told the session is no longer active.
import { redirect } from "next/navigation";
import { z } from "zod";
import { canUseSandboxSession } from "@/lib/local-tools/access";
import { cancelSandboxSession, paySandboxSession, sandboxSessionIdSchema } from "@/lib/payments/sandbox";

export type SandboxPayState = { status: "idle" } | { status: "error"; message: string };

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

/** The session a posted form names, when the caller may use it. Anything but FormData (an action called directly with JSON) names none. */
async function usableSessionId(formData: unknown): Promise<string | null> {
  if (!(formData instanceof FormData)) return null;
  const id = sandboxSessionIdSchema.safeParse(formData.get("sessionId"));
  return id.success && (await canUseSandboxSession(id.data)) ? id.data : null;
}

export async function paySandboxAction(_previous: SandboxPayState, formData: FormData): Promise<SandboxPayState> {
  const sessionId = await usableSessionId(formData);
  if (!sessionId) return { status: "error", message: inactive };
  const parsed = paySchema.safeParse({
    sessionId,
    cardNumber: formData.get("cardNumber"),
    expiry: formData.get("expiry"),
    cvc: formData.get("cvc"),
    name: formData.get("name"),
  });
  if (!parsed.success) return { status: "error", message: parsed.error.issues[0]?.message ?? "Please check your card details." };
  const result = await paySandboxSession(parsed.data.sessionId, parsed.data.cardNumber);
  if (!result.ok) return { status: "error", message: result.error };
  redirect(result.redirectUrl);
}

export async function cancelSandboxAction(formData: FormData): Promise<void> {
  const sessionId = await usableSessionId(formData);
  const target = sessionId ? await cancelSandboxSession(sessionId) : null;
  redirect(target?.redirectUrl ?? "/");
}
