// A contested sign-up (lib/auth/confirm-signup.ts) confirmed away from the browser that chose its
// password leads to the set-password form with this reason, which explains why (shared by the
// action that builds the link and the form that reads it).
export const SIGNUP_CONTESTED_REASON = "signup-contested";

export const SIGNUP_CONTESTED_MESSAGE = {
  title: "Choose your password",
  description:
    "Your email has been confirmed and you are signed in. This address was signed up more than once before it was confirmed, so to keep your account safe we did not keep a password from sign-up. Choose the password you will sign in with.",
} as const;
