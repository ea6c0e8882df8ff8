import "server-only";
// The account e-mails: sign-up confirmation, password reset and welcome. Each uses the
// admin-editable template from the database and falls back to a built-in React Email version.
import { createElement, type ReactElement } from "react";
import { env } from "@/lib/env";
import { AccountExistsEmail } from "@/emails/account-exists";
import { ConfirmEmail } from "@/emails/confirm-email";
import { EmailChangeEmail } from "@/emails/email-change";
import { ResetPasswordEmail } from "@/emails/reset-password";
import { WelcomeEmail } from "@/emails/welcome";
import { renderEmail, renderStoredTemplate, type PlaceholderValues } from "./render-template";
import { db } from "@/lib/db";
import type { PromisedEmail } from "./promised";
import { sendEmail, type OutgoingEmail, type SendResult } from "./send";

const AUTH_EMAIL_TYPES = {
  confirmation: "auth_signup",
  accountExists: "auth_account_exists",
  passwordReset: "auth_reset",
  welcome: "welcome_new_user",
  emailChange: "auth_email_change",
} as const;

const QUIZ_PATH = "/quiz";

type Fallback = { subject: string; element: ReactElement };

async function compose(code: string, values: PlaceholderValues, fallback: () => Fallback) {
  const stored = await renderStoredTemplate(code, values);
  if (stored) return stored;
  const { subject, element } = fallback();
  return { subject, ...(await renderEmail(element)) };
}

/** The confirmation e-mail, ready to record (the sign-up writes it with the account). */
export async function composeConfirmationEmail(input: { to: string; name: string; confirmationUrl: string }): Promise<OutgoingEmail> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const email = await compose(AUTH_EMAIL_TYPES.confirmation, { USER_NAME: input.name, USER_EMAIL: input.to, CONFIRMATION_URL: input.confirmationUrl }, () => ({
    subject: `Confirm your e-mail for ${siteName}`,
    element: createElement(ConfirmEmail, { name: input.name, confirmationUrl: input.confirmationUrl, siteName, siteUrl }),
  }));
  return { to: input.to, type: AUTH_EMAIL_TYPES.confirmation, ...email };
}

export async function sendConfirmationEmail(input: { to: string; name: string; confirmationUrl: string }): Promise<SendResult> {
  return sendEmail(await composeConfirmationEmail(input));
}

/** To the owner of an address someone tried to sign up with again. */
export async function sendAccountExistsEmail(input: { to: string; name: string }): Promise<SendResult> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const element = createElement(AccountExistsEmail, {
    name: input.name,
    signInUrl: `${siteUrl}/login`,
    resetUrl: `${siteUrl}/reset-password`,
    siteName,
    siteUrl,
  });
  return sendEmail({
    to: input.to,
    type: AUTH_EMAIL_TYPES.accountExists,
    subject: `You already have an account at ${siteName}`,
    ...(await renderEmail(element)),
  });
}

export async function sendPasswordResetEmail(input: { to: string; name: string; resetUrl: string }): Promise<SendResult> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const email = await compose(AUTH_EMAIL_TYPES.passwordReset, { USER_NAME: input.name, USER_EMAIL: input.to, RESET_URL: input.resetUrl }, () => ({
    subject: `Reset your ${siteName} password`,
    element: createElement(ResetPasswordEmail, { name: input.name, resetUrl: input.resetUrl, siteName, siteUrl }),
  }));
  return sendEmail({ to: input.to, type: AUTH_EMAIL_TYPES.passwordReset, ...email });
}

/** To the new address an account's owner asked to move to: the link that makes the change. */
export async function sendEmailChangeEmail(input: { to: string; name: string; confirmUrl: string }): Promise<SendResult> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const element = createElement(EmailChangeEmail, { name: input.name, newEmail: input.to, confirmUrl: input.confirmUrl, siteName, siteUrl });
  return sendEmail({
    to: input.to,
    type: AUTH_EMAIL_TYPES.emailChange,
    subject: `Confirm your new e-mail address for ${siteName}`,
    ...(await renderEmail(element)),
  });
}

/** The welcome, promised in the transaction that confirms the account (lib/email/promised.ts). */
export function welcomePromise(user: { id: string; email: string }): PromisedEmail {
  return { to: user.email, type: AUTH_EMAIL_TYPES.welcome, dedupeKey: welcomeKey(user.id), compose: { kind: "welcome", userId: user.id } };
}

function welcomeKey(userId: string): string {
  return `welcome:${userId}`;
}

/** The welcome of an account, read from its row: what the scheduled job composes for a promise
 * that its process did not send. */
export async function sendWelcomeEmailOf(userId: string): Promise<void> {
  const user = await db().user.findUnique({ where: { id: userId }, select: { email: true, firstName: true } });
  if (user) await sendWelcomeEmail({ to: user.email, name: user.firstName ?? "Friend", userId });
}

/** Sent once per account, ever: later calls return `duplicate` without sending. */
export async function sendWelcomeEmail(input: { to: string; name: string; userId: string }): Promise<SendResult> {
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const quizUrl = `${siteUrl}${QUIZ_PATH}`;
  const email = await compose(AUTH_EMAIL_TYPES.welcome, { USER_NAME: input.name, USER_EMAIL: input.to, QUIZ_LINK: quizUrl }, () => ({
    subject: `Welcome to ${siteName}: your first guide is on us`,
    element: createElement(WelcomeEmail, { name: input.name, quizUrl, siteName, siteUrl }),
  }));
  return sendEmail({ to: input.to, type: AUTH_EMAIL_TYPES.welcome, dedupeKey: welcomeKey(input.userId), ...email });
}
