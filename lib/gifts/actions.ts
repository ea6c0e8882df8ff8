"use server";
// The gift pages' actions. The browser sends the form's strings and the link's token only: prices,
// the recipient's address, ownership and the gift's state are read on the server, and every input
// is checked with zod (a malformed call gets a message, never a 500, and changes nothing).
import { signIn } from "@/auth";
import { action, type ActionResult } from "@/lib/actions/pipeline";
import { hashPassword } from "@/lib/auth/password";
import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "@/lib/auth/password-limits";
import { checkNewPassword } from "@/lib/auth/password-policy";
import { createOrTakeOverAccount, retryOnUniqueViolation } from "@/lib/auth/sign-up";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { db } from "@/lib/db";
import { sendWelcomeEmail, welcomePromise } from "@/lib/email/auth-emails";
import { promiseEmailsIn } from "@/lib/email/promised";
import { authRules, giftRules, hitAll } from "@/lib/rate-limit";
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { z } from "zod";
import { activateGift, giftLinkState, type GuideLink } from "./activate";
import { ensureGiftBuyerKeyHash, presentedGiftBuyerKeyHash } from "./buyer-key";
import { correctGiftRecipient } from "./deliver";
import { isGiftOrderKey } from "./order-key";
import { createGiftCheckout } from "./checkout";
import { GIFT_LINK_MESSAGES } from "./link-messages";
import { fieldErrors, giftCheckoutInputSchema, validateGiftDetails, type GiftField } from "./rules";
import { GIFT_CORRECTION_MESSAGES } from "./correction-messages";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { guideIdSchema } from "@/lib/catalog/guide-id";
import { requestLog } from "@/lib/log/request";

export type GiftCheckoutResult = ActionResult<{ url: string }, { fields?: Partial<Record<GiftField, string>> }>;

/** Step 2 of the wizard: the details (checked again here, against today in the buyer's zone) in, a checkout URL out. */
export const startGiftCheckoutAction = action({
  name: "gifts: start checkout",
  who: "visitor",
  input: giftCheckoutInputSchema,
  invalid: (error) => ({ ok: false as const, error: error.issues[0]?.message ?? "Something went wrong" }),
  failed: "An unexpected error occurred",
  rule: async (input, user): Promise<GiftCheckoutResult> => {
    const { timeZone, guideId } = input;
    const details = validateGiftDetails(input.details, timeZone, new Date());
    if (!details.success) {
      const fields = fieldErrors(details.error);
      return { ok: false, error: Object.values(fields)[0] ?? "Please check the form.", fields };
    }
    // Anyone may buy a gift, visitors too. Each start is a pending order and a checkout session: a
    // customer's are limited per account, a visitor's per IP like other forms that take someone's
    // address (where the address is known: lib/rate-limit/client-ip.ts).
    const limit = user ? ([giftRules().checkoutPerAccount, user.id] as const) : ([authRules().emailPerIp, await requestClientIp()] as const);
    if (!(await hitAll([limit]))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await createGiftCheckout({
      details: details.data,
      timeZone,
      guideId,
      giver: user && { id: user.id },
      buyerKeyHash: await ensureGiftBuyerKeyHash(),
      promoCode: input.promoCode ?? null,
    });
    return result.ok ? { ok: true, url: result.url } : { ok: false, error: result.error };
  },
});

// ---------------------------------------------------------------------------------------------
// Opening a gift: sign up or sign in as the recipient, then activate.

const tokenSchema = z.string().max(100);

const giftSignUpSchema = z
  .object({
    token: tokenSchema,
    firstName: z.string().trim().min(1, "Please enter your first name.").max(60, "Please use at most 60 characters for your first name."),
    password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .superRefine((value, context) => {
    if (value.password !== value.confirmPassword) context.addIssue({ code: "custom", message: "Passwords do not match", path: ["confirmPassword"] });
    else checkNewPassword(value.password, context, ["password"]);
  });

/** The recipient's address of a usable link, or the state's message. */
async function recipientOf(token: string): Promise<{ ok: true; email: string } | { ok: false; error: string }> {
  const state = await giftLinkState(token);
  return state.status === "ready" ? { ok: true, email: state.recipientEmail } : { ok: false, error: GIFT_LINK_MESSAGES[state.status] };
}

/** Creates the recipient's account with the gift's address, confirmed (the link proved the mailbox),
 * and signs them in. An unconfirmed account of that address belongs to nobody yet: it is taken over
 * as a sign-up does (new password, sessions ended). A confirmed one must log in instead. */
export const giftSignUpAction = action({
  name: "gifts: sign-up",
  who: "visitor",
  input: giftSignUpSchema,
  failed: "Sign up failed. Please try again.",
  rule: async ({ token, firstName, password }): Promise<ActionResult> => {
    const recipient = await recipientOf(token);
    if (!recipient.ok) return recipient;
    const email = recipient.email;
    if (!(await hitAll([[authRules().signUpPerIp, await requestClientIp()]]))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const passwordHash = await hashPassword(password);
    // The gift link proved the mailbox: the account is confirmed, and the password is the one typed with it.
    const account = await retryOnUniqueViolation(() =>
      db().$transaction(async (tx) => {
        const outcome = await createOrTakeOverAccount(tx, {
          email,
          firstName,
          passwordHash,
          signupKeyHash: null,
          marketingEmails: false,
          emailVerified: new Date(),
        });
        // The welcome comes with the account, whatever happens to this process after the commit.
        if (outcome.kind !== "confirmed_account") await promiseEmailsIn(tx, [welcomePromise({ id: outcome.userId, email })]);
        return outcome;
      }),
    );
    if (account.kind === "confirmed_account") return { ok: false, error: "An account with this email already exists. Please log in instead." };
    const userId = account.userId;
    await signIn("credentials", { email, password, redirect: false });
    await sendWelcomeEmail({ to: email, name: firstName, userId }).catch(async (error: unknown) =>
      (await requestLog()).error({ err: error, userId }, "gifts: welcome e-mail failed"),
    );
    return { ok: true };
  },
});

const giftSignInSchema = z.object({ token: tokenSchema, password: z.string().min(1, "Please enter your password.").max(MAX_PASSWORD_LENGTH) });

/** Logs in with the gift's address (the form's address is locked to it; the server never takes another). */
export const giftSignInAction = action({
  name: "gifts: sign-in",
  who: "visitor",
  input: giftSignInSchema,
  invalid: (error) => ({ ok: false as const, error: error.issues[0]?.message ?? "Please check the form." }),
  rule: async ({ token, password }): Promise<ActionResult> => {
    const recipient = await recipientOf(token);
    if (!recipient.ok) return recipient;
    return signInWithPassword(recipient.email, password);
  },
});

export type ActivateGiftResult = ActionResult<
  { giftType: "guide" | "atomic_year"; guide: GuideLink | null },
  { code?: "owns_guide" | "wrong_account" | "sign_in"; choices?: GuideLink[] }
>;

const activateSchema = z.object({
  token: tokenSchema,
  guideId: guideIdSchema("Please choose a guide.").nullable().optional(),
});

/** Opens the gift for the signed-in recipient. */
export const activateGiftAction = action({
  name: "gifts: activation",
  who: "account",
  input: activateSchema,
  invalid: GIFT_LINK_MESSAGES.invalid,
  signIn: "Please sign in to open your gift.",
  failed: "Failed to activate gift.",
  rule: async ({ token, guideId }, user): Promise<ActivateGiftResult> => {
    const result = await activateGift(token, user, guideId ?? null);
    if (result.ok) return result;
    switch (result.reason) {
      case "owns_guide":
        return { ok: false, code: "owns_guide", error: "You already own this guide. Choose another one as your gift.", choices: result.choices };
      case "wrong_account":
        return { ok: false, code: "wrong_account", error: `This gift was sent to someone else. You're signed in as ${user.email}.` };
      case "bad_choice":
        return { ok: false, error: "Please choose a guide you don't own yet." };
      default:
        return { ok: false, error: GIFT_LINK_MESSAGES[result.reason] };
    }
  },
});

// ---------------------------------------------------------------------------------------------
// Correcting the address of a gift whose e-mail bounced: the giver only (signed in as the buyer, or
// the browser holding the order's buyer key, or whoever opened the order's link from the giver's
// e-mail), once, before the gift is opened.

const correctionSchema = emailOnlySchema.extend({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, GIFT_CORRECTION_MESSAGES.notFound),
  /** The key of the order's link in the giver's e-mail, when the page was opened from it. */
  key: z.string().max(100).nullable().optional(),
});

export const correctGiftRecipientAction = action({
  name: "gifts: address correction",
  who: "visitor",
  input: correctionSchema,
  rule: async ({ sessionId, email, key }, user): Promise<ActionResult<{ to: string }>> => {
    const order = await db().order.findUnique({
      where: { checkoutSessionId: sessionId },
      select: { id: true, userId: true, buyerKeyHash: true, gift: { select: { id: true } } },
    });
    const browserKey = await presentedGiftBuyerKeyHash();
    const buyer =
      order && ((user !== null && order.userId === user.id) || (browserKey !== null && browserKey === order.buyerKeyHash) || isGiftOrderKey(order.id, key));
    // Someone else's order reads exactly like one that does not exist.
    if (!order?.gift || !buyer) return { ok: false, error: GIFT_CORRECTION_MESSAGES.notFound };
    const result = await correctGiftRecipient(order.gift.id, email);
    switch (result.status) {
      case "sent":
        return { ok: true, to: result.to };
      case "refunded":
        return { ok: false, error: GIFT_CORRECTION_MESSAGES.notFound };
      case "same_address":
        return { ok: false, error: GIFT_CORRECTION_MESSAGES.same_address, field: "email" };
      default:
        return { ok: false, error: GIFT_CORRECTION_MESSAGES[result.status] };
    }
  },
});
