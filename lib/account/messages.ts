// The account page's answers, in one place (the page, the actions and the tests share them).
import { TOO_MANY_ATTEMPTS } from "@/lib/rate-limit/messages";

export const ACCOUNT_MESSAGES = {
  signIn: "Please sign in again to change your account.",
  tooMany: TOO_MANY_ATTEMPTS,
  unexpected: "An unexpected error occurred",
  wrongPassword: "Current password is incorrect.",
  noPassword: "Your account has no password to change.",
  wrongConfirmation: "That does not match. Your account has not been deleted.",
  orderNotFound: "We couldn't find that order.",
  nameSaved: "Your name has been updated.",
  passwordSaved: "Your password has been changed. You are still signed in here; every other device has been signed out.",
  preferencesSaved: "Your e-mail preferences have been saved.",
  receiptSent: "We have sent the receipt to your e-mail address again.",
} as const;

/** Changing the account's e-mail address (lib/account/email-change.ts). */
export const EMAIL_CHANGE_MESSAGES = {
  same: "That is already your e-mail address.",
  taken: "That address is already used by another account. Please choose another.",
  sent: "We have sent a link to your new address. Open it to finish the change; until then your current address stays.",
  invalidLink: "This link has expired or was already used. Ask for a new one on your account page.",
  otherAccount: "This link was made for another account. Sign in with the account that asked for the change.",
  changed: "Your e-mail address has been changed.",
} as const;
