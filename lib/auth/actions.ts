"use server";
// Account actions. Each validates on the server, applies the rate limits, and answers with the
// shop's fixed wording; forgot-password and resend answer the same, as fast, for known and unknown
// addresses (their e-mail goes out after the answer).
import { CredentialsSignin } from "next-auth";
import { clearSessionHint } from "@/lib/auth/session-hint";
import { setDeviceCookie } from "./device-cookie-server";
import { signIn, signOut } from "@/auth";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { composeConfirmationEmail, sendAccountExistsEmail, sendConfirmationEmail, sendPasswordResetEmail, sendWelcomeEmail } from "@/lib/email/auth-emails";
import { sendRecordedEmail } from "@/lib/email/send";
import { crashPoint } from "@/lib/crash-point";
import { authRules, hitAll, type RateLimitRule } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { hashPassword } from "./password";
import { resetPasswordWithToken } from "./password-reset";
import { safeRedirectPath } from "./redirects";
import { getCurrentUser, getCurrentUserOrOutage, SOMETHING_WENT_WRONG } from "./session";
import { returnPathParams, verifiedReturnPath } from "./return-path";
import { confirmationProofSchema, emailOnlySchema, fieldOf, firstIssue, newPasswordSchema, signInSchema, signUpSchema } from "./schemas";
import { recordSignUp } from "./sign-up";
import { forgetSignupKey, signupKeyHashOfThisBrowser } from "./signup-key";
import { hashToken, issueToken, newRawToken } from "./tokens";
import { afterResponse } from "@/lib/http/after-response";
import { requestLog } from "@/lib/log/request";
// Type only: the pipeline imports lib/auth, so a run-time import from here would be a layer cycle.
import type { ActionResult } from "@/lib/action-result";

const TOO_MANY = "Too many attempts. Please wait a few minutes and try again.";

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

/** The link of a confirmation e-mail; `returnTo` (e.g. the cart) is where the person was when sign-up interrupted them. */
function confirmationUrl(token: string, returnTo: unknown): string {
  const query = new URLSearchParams({ token, type: "signup", ...returnPathParams(token, returnTo, env().AUTH_SECRET) });
  return `${env().SITE_URL}/auth/confirm?${query.toString()}`;
}

async function sendConfirmation(user: { id: string; email: string; firstName: string | null }, returnTo?: unknown): Promise<boolean> {
  const token = await issueToken(user.id, "email_confirmation");
  const result = await sendConfirmationEmail({ to: user.email, name: user.firstName ?? "Friend", confirmationUrl: confirmationUrl(token, returnTo) });
  return result.status !== "failed";
}

export async function signUpAction(input: unknown, callbackUrl?: unknown): Promise<ActionResult<{ emailFailed: boolean }>> {
  const parsed = signUpSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error), field: fieldOf(parsed.error) };
  const { firstName, email, password, marketingEmails } = parsed.data;
  try {
    if (
      !(await allowed([
        ["signUpPerIp", await requestClientIp()],
        ["emailPerAccount", email],
      ]))
    )
      return { ok: false, error: TOO_MANY };
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
  } catch (error) {
    (await requestLog()).error({ err: error }, "auth: sign-up failed");
    return { ok: false, error: SOMETHING_WENT_WRONG };
  }
}

export async function signInAction(input: unknown, callbackUrl?: string): Promise<ActionResult<{ redirectTo: string }>> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "You must provide either an email or phone number and a password" };
  const { email, password } = parsed.data;
  try {
    // The limits are counted inside the credentials check itself (lib/auth/credentials.ts).
    await signIn("credentials", { email, password, redirect: false });
    return { ok: true, redirectTo: safeRedirectPath(callbackUrl, "/shelf") };
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === "email_not_confirmed") {
      return { ok: false, code: "email_not_confirmed", error: "Your email hasn't been confirmed yet. Please check your email for a confirmation link." };
    }
    if (error instanceof CredentialsSignin && error.code === "too_many_attempts") return { ok: false, error: TOO_MANY };
    if (error instanceof CredentialsSignin) return { ok: false, error: "Invalid email or password." };
    // Anything else (the database is down) is not a wrong password: say so.
    (await requestLog()).error({ err: error }, "auth: sign-in failed");
    return { ok: false, error: SOMETHING_WENT_WRONG };
  }
}

export async function resendConfirmationAction(input: unknown, callbackUrl?: unknown): Promise<ActionResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Email required: Please enter your email address first." };
  const { email } = parsed.data;
  try {
    if (!(await clientMayRequestEmail())) return { ok: false, error: TOO_MANY };
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
  } catch (error) {
    (await requestLog()).error({ err: error }, "auth: resend failed");
    return { ok: false, error: "Failed to resend confirmation" };
  }
}

export async function requestPasswordResetAction(input: unknown): Promise<ActionResult> {
  const parsed = emailOnlySchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Please enter your email address." };
  const { email } = parsed.data;
  try {
    if (!(await clientMayRequestEmail())) return { ok: false, error: TOO_MANY };
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
  } catch (error) {
    (await requestLog()).error({ err: error }, "auth: password reset request failed");
    return { ok: false, error: "Password reset failed to send. Please try again." };
  }
}

export async function resetPasswordAction(input: unknown): Promise<ActionResult> {
  const parsed = newPasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error), field: fieldOf(parsed.error) };
  try {
    if (!(await allowed([["resetPerIp", await requestClientIp()]]))) return { ok: false, error: TOO_MANY };
    const result = await resetPasswordWithToken(parsed.data.token, parsed.data.password);
    if (!result.ok) return { ok: false, code: "link_expired", error: "This reset link has expired or was already used. Please request a new one." };
    await signOut({ redirect: false }).catch(() => undefined);
    // The link proved the mailbox: this browser may sign in even while others keep the account locked.
    await setDeviceCookie(result.userId);
    return { ok: true };
  } catch (error) {
    (await requestLog()).error({ err: error }, "auth: password reset failed");
    return { ok: false, error: "Failed to update password" };
  }
}

const CONFIRMATION_REFUSALS: Record<string, string> = {
  link_expired: "Confirmation link expired",
  already_confirmed: "Your email address is already confirmed. Sign in to continue.",
  password_required: "Enter the password you chose when you signed up.",
  choose_password: "Choose the password you will sign in with.",
  wrong_password: "That is not the password chosen at sign-up. Try again, or choose your own password.",
  throttled: TOO_MANY,
};

/**
 * Confirms the e-mail and signs the person in (lib/auth/confirm-signup.ts decides whether this
 * browser may). `next`/`sig` are the link's signed return path (the cart, a guide page); `proof` is
 * what a browser other than the sign-up's types: the sign-up's password, or a password of its own.
 */
export async function confirmEmailAction(token: string, next?: unknown, sig?: unknown, proof?: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  if (typeof token !== "string" || token.length === 0 || token.length > 200) {
    return { ok: false, code: "link_expired", error: "Invalid confirmation link" };
  }
  let credentials: { password?: string; newPassword?: string } = {};
  if (proof !== undefined && proof !== null) {
    const parsed = confirmationProofSchema.safeParse(proof);
    if (!parsed.success) return { ok: false, code: "invalid_input", error: firstIssue(parsed.error) };
    credentials = "password" in parsed.data ? { password: parsed.data.password } : { newPassword: parsed.data.newPassword.password };
  }
  let userId: string;
  try {
    await signIn("email-link", { token, ...credentials, redirect: false });
    const row = await db().oneTimeToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) }, select: { userId: true, usedBySignupKeyHash: true } });
    userId = row.userId;
    // The answer reaches this browser: the key that confirmed it has done its work, so the link
    // (kept in the browser's history, say) signs nobody in here again.
    if (row.usedBySignupKeyHash) await forgetSignupKey(row.usedBySignupKeyHash);
  } catch (error) {
    if (error instanceof CredentialsSignin && error.code === "already_confirmed") return alreadyConfirmed(token, next, sig);
    if (error instanceof CredentialsSignin && error.code in CONFIRMATION_REFUSALS) {
      return { ok: false, code: error.code, error: CONFIRMATION_REFUSALS[error.code] ?? SOMETHING_WENT_WRONG };
    }
    // Anything else (the database is down) leaves the link unused: say so, never "expired".
    (await requestLog()).error({ err: error }, "auth: e-mail confirmation failed");
    return { ok: false, code: "unavailable", error: SOMETHING_WENT_WRONG };
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
}

/** Someone who was buying goes back to what they were buying; otherwise the quiz until the first guide is claimed. */
function afterConfirmation(token: string, next: unknown, sig: unknown, firstGuideClaimed: boolean): string {
  return verifiedReturnPath(token, next, sig, env().AUTH_SECRET) ?? (firstGuideClaimed ? "/shelf" : "/?type=signup&confirmed=1");
}

/** A link of an account that is confirmed: a browser signed in to that account goes straight on;
 * anyone else is asked to sign in (nothing is confirmed or changed either way). */
async function alreadyConfirmed(token: string, next: unknown, sig: unknown): Promise<ActionResult<{ redirectTo: string }>> {
  const refusal = { ok: false as const, code: "already_confirmed", error: CONFIRMATION_REFUSALS.already_confirmed! };
  const [current, row] = await Promise.all([
    getCurrentUserOrOutage(),
    db().oneTimeToken.findUnique({ where: { tokenHash: hashToken(token) }, select: { user: { select: { id: true, firstGuideClaimed: true } } } }),
  ]).catch(() => [null, null] as const);
  if (!row || current === null || current === "unavailable" || current.id !== row.user.id) return refusal;
  return { ok: true, redirectTo: afterConfirmation(token, next, sig, row.user.firstGuideClaimed === true) };
}

export async function signOutAction(): Promise<ActionResult> {
  try {
    await signOut({ redirect: false });
    await clearSessionHint();
    return { ok: true };
  } catch (error) {
    (await requestLog()).error({ err: error }, "auth: sign-out failed");
    return { ok: false, error: "Sign out failed" };
  }
}

export async function googleSignInAction(callbackUrl?: string): Promise<void> {
  await signIn("google", { redirectTo: `/auth/callback?next=${encodeURIComponent(safeRedirectPath(callbackUrl, "/shelf"))}` });
}

/** Where a person who just signed in (e.g. with Google) goes: the quiz until the first guide is
 * claimed, then the shelf or the page they came from. */
export async function postSignInDestinationAction(next?: string): Promise<string> {
  const user = await getCurrentUser();
  if (!user) return "/login";
  const profile = await db().user.findUnique({ where: { id: user.id }, select: { firstGuideClaimed: true } });
  if (profile?.firstGuideClaimed !== true) return "/quiz";
  return safeRedirectPath(next, "/shelf");
}
