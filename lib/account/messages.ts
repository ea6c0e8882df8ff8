// The account page's answers, in one place (the page, the actions and the tests share them).
export const ACCOUNT_MESSAGES = {
  signIn: "Please sign in again to change your account.",
  tooMany: "Too many attempts. Please wait a few minutes and try again.",
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
