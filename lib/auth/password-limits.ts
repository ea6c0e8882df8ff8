// The lengths and the wording of the password rule (lib/auth/password-policy.ts). Forms import this
// file, for their hints and their quick length check before sending; it holds no list, so nothing
// of the common-password list reaches a browser. The server decides.

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters long.`,
  tooCommon: "This password is too common: it appears in lists of leaked passwords. Choose a longer or less predictable one.",
  tooPredictable:
    "This password is too easy to guess: it is one character or a short group repeated, or a run such as 12345678 or abcdefgh. Choose a longer or less predictable one.",
} as const;
