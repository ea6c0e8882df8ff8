"use server";
// The account actions of the sign-in pages: sign-up, sign-in, the confirmation link and its
// resending, password reset, sign-out, Google, and where a person goes once signed in. Each runs
// through the action pipeline (lib/actions/pipeline.ts), which is why they live here and not in
// lib/auth: the pipeline looks the caller up through lib/auth. Each declares its rule; the rules
// apply the rate limits and answer with the shop's fixed wording. Forgot-password and resend answer
// the same, as fast, for known and unknown addresses (their e-mail goes out after the answer).
import { CredentialsSignin } from "next-auth";
import { z } from "zod";
import { signIn, signOut } from "@/auth";
import type { ActionResult } from "@/lib/action-result";
import { action } from "@/lib/actions/pipeline";
import { setDeviceCookie } from "@/lib/auth/device-cookie-server";
import { hashPassword } from "@/lib/auth/password";
import { resetPasswordWithToken } from "@/lib/auth/password-reset";
import { safeRedirectPath } from "@/lib/auth/redirects";
import { returnPathParams, verifiedReturnPath } from "@/lib/auth/return-path";
import { confirmationProofSchema, emailOnlySchema, firstIssue, newPasswordSchema, signInSchema, signUpSchema } from "@/lib/auth/schemas";
import { clearSessionHint } from "@/lib/auth/session-hint";
import { SOMETHING_WENT_WRONG, type CurrentUser } from "@/lib/auth/session";
import { signInWithPassword } from "@/lib/auth/sign-in-with-password";
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";
import { recordSignUp } from "@/lib/auth/sign-up";
import { forgetSignupKey, signupKeyHashOfThisBrowser } from "@/lib/auth/signup-key";
import { hashToken, issueToken, newRawToken } from "@/lib/auth/tokens";
import { crashPoint } from "@/lib/crash-point";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { composeConfirmationEmail, sendAccountExistsEmail, sendConfirmationEmail, sendPasswordResetEmail, sendWelcomeEmail } from "@/lib/email/auth-emails";
import { sendRecordedEmail } from "@/lib/email/send";
import { afterResponse } from "@/lib/http/after-response";
import { requestLog } from "@/lib/log/request";
import { authRules, hitAll, type RateLimitRule } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";

type AuthRule = keyof ReturnType<typeof authRules>;

/** A null subject (a client whose address is unknown) skips that rule; the others still hold. */
async function allowed(rules: [AuthRule, string | null][]): Promise<boolean> {
  const all = authRules();
  return hitAll(rules.map(([rule, subject]): [RateLimitRule, string | null] => [all[rule], subject]));
}

/** A request that may e-mail an address (resend, reset) is limited per client first. */
async function clientMayRequestEmail(): Promise<boolean> {
  return allowed([["emailPerIp", await requestClientIp()]]);
}

/**
 * A budget counts only messages that really go out, so requests for addresses without an account
 * (`owner+1@`, `owner+2@` ... are one inbox) use up nobody's. When it is used up the caller answers
 * as if it had sent: the inbox already holds this window's newest link, and a different answer would
 * tell anyone that the account exists.
 */
async function budgetLeft(rule: "emailPerAccount" | "resetEmailPerAccount", subject: string): Promise<boolean> {
  return allowed([[rule, subject]]);
}

/** Where the person was when the form interrupted them (a query parameter, so anything may come):
 * a string is judged where it is used, anything else is no return path. */
const returnTo = z.unknown().transform((value) => (typeof value === "string" ? value : undefined));

/** A form's fields with the return path passed beside them, as one input. Anything but an object
 * stays as it is, so the form's schema refuses it as before. */
function formWithReturnPath(form: unknown, callbackUrl: unknown): unknown {
  return typeof form === "object" && form !== null && !Array.isArray(form) ? { ...form, callbackUrl } : form;
}

/** The link of a confirmation e-mail; `returnTo` (e.g. the cart) is where the person was when sign-up interrupted them. */
function confirmationUrl(token: string, returnTo: string | undefined): string {
  const query = new URLSearchParams({ token, type: "signup", ...returnPathParams(token, returnTo, env().AUTH_SECRET) });
  return `${env().SITE_URL}/auth/confirm?${query.toString()}`;
}

async function sendConfirmation(user: { id: string; email: string; firstName: string | null }, returnTo: string | undefined): Promise<boolean> {
  const token = await issueToken(user.id, "email_confirmation");
  const result = await sendConfirmationEmail({ to: user.email, name: user.firstName ?? "Friend", confirmationUrl: confirmationUrl(token, returnTo) });
  return result.status !== "failed";
}

/** Called as (form, callbackUrl). */
export const signUpAction = action({
  name: "auth: sign-up",
  who: "visitor",
  input: signUpSchema.extend({ callbackUrl: returnTo }),
  args: formWithReturnPath,
  rule: async ({ firstName, email, password, marketingEmails, callbackUrl }): Promise<ActionResult<{ emailFailed: boolean }>> => {
    if (
      !(await allowed([
        ["signUpPerIp", await requestClientIp()],
        ["emailPerAccount", email],
      ]))
    )
      return { ok: false, error: TOO_MANY_ATTEMPTS };
    const passwordHash = await hashPassword(password);
    // Every answer sets the browser's sign-up key the same way, known address or not.
    const signupKeyHash = await signupKeyHashOfThisBrowser();
    const token = newRawToken();
    const confirmation = await composeConfirmationEmail({ to: email, name: firstName, confirmationUrl: confirmationUrl(token, callbackUrl) });
    const recorded = await recordSignUp({ email, firstName, passwordHash, signupKeyHash, marketingEmails, token }, confirmation);
    if (recorded.kind === "confirmed_account") {
      // The screen answers as for a new account (no account enumeration); the owner is told by e-mail.
      await sendAccountExistsEmail({ to: email, name: recorded.firstName ?? "Friend" });
      return { ok: true, emailFailed: false };
    }
    const sent = await sendRecordedEmail(recorded.confirmation);
    return { ok: true, emailFailed: sent.status === "failed" };
  },
});

/** Called as (form, callbackUrl). */
export const signInAction = action({
  name: "auth: sign-in",
  who: "visitor",
  input: signInSchema.extend({ callbackUrl: returnTo }),
  args: formWithReturnPath,
  invalid: "You must provide either an email or phone number and a password",
  rule: async ({ email, password, callbackUrl }): Promise<ActionResult<{ redirectTo: string }>> => {
    const result = await signInWithPassword(email, password);
    return result.ok ? { ok: true, redirectTo: safeRedirectPath(callbackUrl, "/shelf") } : result;
  },
});

/** Called as (form, callbackUrl). */
export const resendConfirmationAction = action({
  name: "auth: confirmation resend",
  who: "visitor",
  input: emailOnlySchema.extend({ callbackUrl: returnTo }),
  args: formWithReturnPath,
  invalid: "Email required: Please enter your email address first.",
  failed: "Failed to resend confirmation",
  rule: async ({ email, callbackUrl }): Promise<ActionResult> => {
    if (!(await clientMayRequestEmail())) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const user = await db().user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true, emailVerified: true } });
    // After the answer, so it takes as long whether or not a link goes out.
    if (user && !user.emailVerified) {
      const log = await requestLog();
      await afterResponse(async () => {
        try {
          if (await budgetLeft("emailPerAccount", user.email)) await sendConfirmation(user, callbackUrl);
        } catch (error) {
          log.error({ err: error, userId: user.id }, "auth: resending the confirmation failed");
        }
      });
    }
    return { ok: true };
  },
});

export const requestPasswordResetAction = action({
  name: "auth: password reset request",
  who: "visitor",
  input: emailOnlySchema,
  invalid: "Please enter your email address.",
  failed: "Password reset failed to send. Please try again.",
  rule: async ({ email }): Promise<ActionResult> => {
    if (!(await clientMayRequestEmail())) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const user = await db().user.findUnique({ where: { email }, select: { id: true, email: true, firstName: true, emailVerified: true } });
    // Only a confirmed account gets a reset (an unconfirmed one signs up again or asks for its
    // confirmation again), counted per account: nobody can use up the owner's budget with accounts
    // of their own under other spellings of the inbox. After the answer, so it takes as long
    // whether or not the account exists. A request past the budget issues no token, so the newest
    // link already sent stays the one that works.
    if (user?.emailVerified) {
      const log = await requestLog();
      await afterResponse(async () => {
        try {
          if (!(await budgetLeft("resetEmailPerAccount", user.id))) return;
          const token = await issueToken(user.id, "password_reset");
          const resetUrl = `${env().SITE_URL}/auth/reset?token=${encodeURIComponent(token)}&type=reset&email=${encodeURIComponent(user.email)}`;
          await sendPasswordResetEmail({ to: user.email, name: user.firstName ?? "Friend", resetUrl });
        } catch (error) {
          log.error({ err: error, userId: user.id }, "auth: password reset e-mail failed");
        }
      });
    }
    return { ok: true };
  },
});

export const resetPasswordAction = action({
  name: "auth: password reset",
  who: "visitor",
  input: newPasswordSchema,
  failed: "Failed to update password",
  rule: async ({ token, password }): Promise<ActionResult> => {
    if (!(await allowed([["resetPerIp", await requestClientIp()]]))) return { ok: false, error: TOO_MANY_ATTEMPTS };
    const result = await resetPasswordWithToken(token, password);
    if (!result.ok) return { ok: false, code: "link_expired", error: "This reset link has expired or was already used. Please request a new one." };
    await signOut({ redirect: false }).catch(() => undefined);
    // The link proved the mailbox: this browser may sign in even while others keep the account locked.
    await setDeviceCookie(result.userId);
    return { ok: true };
  },
});

const CONFIRMATION_REFUSALS: Record<string, string> = {
  link_expired: "Confirmation link expired",
  already_confirmed: "Your email address is already confirmed. Sign in to continue.",
  password_required: "Enter the password you chose when you signed up.",
  choose_password: "Choose the password you will sign in with.",
  wrong_password: "That is not the password chosen at sign-up. Try again, or choose your own password.",
  throttled: TOO_MANY_ATTEMPTS,
};

const confirmationSchema = z.object({
  token: z.string().min(1).max(200),
  next: z.unknown(),
  sig: z.unknown(),
  proof: confirmationProofSchema.nullish(),
});

/**
 * Confirms the e-mail and signs the person in (lib/auth/confirm-signup.ts decides whether this
 * browser may). Called as (token, next, sig, proof): `next`/`sig` are the link's signed return path
 * (the cart, a guide page); `proof` is what a browser other than the sign-up's types: the sign-up's
 * password, or a password of its own.
 */
export const confirmEmailAction = action({
  name: "auth: e-mail confirmation",
  who: "visitor",
  input: confirmationSchema,
  args: (token, next, sig, proof) => ({ token, next, sig, proof }),
  invalid: (error) =>
    error.issues[0]?.path[0] === "token"
      ? { ok: false as const, code: "link_expired", error: "Invalid confirmation link" }
      : { ok: false as const, code: "invalid_input", error: firstIssue(error) },
  rule: async ({ token, next, sig, proof }, caller): Promise<ActionResult<{ redirectTo: string }>> => {
    const credentials = !proof ? {} : "password" in proof ? { password: proof.password } : { newPassword: proof.newPassword.password };
    let userId: string;
    try {
      await signIn("email-link", { token, ...credentials, redirect: false });
      const row = await db().oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, select: { userId: true, usedBySignupKeyHash: true } });
      userId = row.userId;
      // The answer reaches this browser: the key that confirmed it has done its work, so the link
      // (kept in the browser's history, say) signs nobody in here again.
      if (row.usedBySignupKeyHash) await forgetSignupKey(row.usedBySignupKeyHash);
    } catch (error) {
      if (error instanceof CredentialsSignin && error.code === "already_confirmed") return alreadyConfirmed(token, next, sig, caller);
      if (error instanceof CredentialsSignin && error.code in CONFIRMATION_REFUSALS) {
        return { ok: false, code: error.code, error: CONFIRMATION_REFUSALS[error.code] ?? SOMETHING_WENT_WRONG };
      }
      // Anything else (the database is down) leaves the link unused: the pipeline says so, never "expired".
      throw error;
    }
    crashPoint("confirmation:after-commit");
    const user = await db()
      .user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, firstGuideClaimed: true } })
      .catch(() => null);
    if (user) {
      await sendWelcomeEmail({ to: user.email, name: user.firstName ?? "Friend", userId }).catch(async (error: unknown) =>
        (await requestLog()).error({ err: error, userId }, "auth: welcome e-mail failed"),
      );
    }
    return { ok: true, redirectTo: afterConfirmation(token, next, sig, user?.firstGuideClaimed === true) };
  },
});

/** Someone who was buying goes back to what they were buying; otherwise the quiz until the first guide is claimed. */
function afterConfirmation(token: string, next: unknown, sig: unknown, firstGuideClaimed: boolean): string {
  return verifiedReturnPath(token, next, sig, env().AUTH_SECRET) ?? (firstGuideClaimed ? "/shelf" : "/?type=signup&confirmed=1");
}

/** A link of an account that is confirmed: a browser signed in to that account goes straight on;
 * anyone else is asked to sign in (nothing is confirmed or changed either way). */
async function alreadyConfirmed(token: string, next: unknown, sig: unknown, caller: CurrentUser | null): Promise<ActionResult<{ redirectTo: string }>> {
  const refusal = { ok: false as const, code: "already_confirmed", error: CONFIRMATION_REFUSALS.already_confirmed! };
  if (!caller) return refusal;
  const row = await db()
    .oneTimeToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { user: { select: { id: true, firstGuideClaimed: true } } } })
    .catch(() => null);
  if (!row || caller.id !== row.user.id) return refusal;
  return { ok: true, redirectTo: afterConfirmation(token, next, sig, row.user.firstGuideClaimed === true) };
}

export const signOutAction = action({
  name: "auth: sign-out",
  who: "visitor",
  input: z.unknown(),
  failed: "Sign out failed",
  rule: async (): Promise<ActionResult> => {
    await signOut({ redirect: false });
    await clearSessionHint();
    return { ok: true };
  },
});

const googleSignIn = action({
  name: "auth: Google sign-in",
  who: "visitor",
  input: returnTo,
  rule: async (callbackUrl): Promise<ActionResult> => {
    await signIn("google", { redirectTo: `/auth/callback?next=${encodeURIComponent(safeRedirectPath(callbackUrl, "/shelf"))}` });
    return { ok: true };
  },
});

/** "Continue with Google": off to Google, which comes back to /auth/callback. A plain form's
 * action, so it answers nothing: it redirects, and a failure (logged by the pipeline) is thrown
 * for the page's error screen. */
export async function googleSignInAction(callbackUrl?: unknown): Promise<void> {
  const result = await googleSignIn(callbackUrl);
  if (!result.ok) throw new Error(result.error);
}

/** Called as (next): where a person who just signed in (e.g. with Google) goes: the quiz until the
 * first guide is claimed, then the shelf or the page they came from. */
export const postSignInDestinationAction = action({
  name: "auth: destination after sign-in",
  who: "account",
  input: returnTo,
  rule: async (next, user): Promise<ActionResult<{ redirectTo: string }>> => {
    const profile = await db().user.findUnique({ where: { id: user.id }, select: { firstGuideClaimed: true } });
    return { ok: true, redirectTo: profile?.firstGuideClaimed !== true ? "/quiz" : safeRedirectPath(next, "/shelf") };
  },
});
