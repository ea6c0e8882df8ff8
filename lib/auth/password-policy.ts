import "server-only";
// The rule for a password being set, after NIST SP 800-63B: long enough, and not one of those
// attackers try first. No composition rules (no "must contain a digit"). Refused, with the reason:
// - fewer than 8 characters (counted as a person counts them: an emoji is one), or more than 128;
// - a password of the common-password list of @zxcvbn-ts/language-common (about 49,000 passwords
//   seen most often in leaks, shipped with the package: nothing is fetched), compared without case;
// - one character or a group of up to four repeated ("aaaaaaaa", "abababab"), or a run of letters
//   or digits up or down ("abcdefgh", "87654321", "78901234").
// It applies wherever a password is set: sign-up, a reset, choosing one's own at a confirmation
// link, a gift's sign-up and the account page. Never at sign-in: an account whose password predates
// the rule keeps signing in with it until its owner next sets one.
//
// Server only: the list is about 380 KB of JavaScript, which no browser loads. Forms take the
// lengths and the wording from ./password-limits.
import { dictionary } from "@zxcvbn-ts/language-common";
import type { z } from "zod";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./password-limits";

let common: Set<string> | undefined;

/** The list, lower-cased, made on first use (about 10 ms). */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary["passwords-common"].map((entry) => entry.toLowerCase()));
  return common;
}

/** One character or a group of up to four, repeated over the whole password ("abcabcab" too). */
function isRepeated(chars: string[]): boolean {
  for (let size = 1; size <= 4 && size * 2 <= chars.length; size++) {
    if (chars.every((char, index) => char === chars[index % size])) return true;
  }
  return false;
}

/** Letters a-z one after the other, up or down; or digits, where 0 follows 9 ("78901234"). */
function isRun(chars: string[]): boolean {
  const digits = chars.every((char) => char >= "0" && char <= "9");
  const letters = chars.every((char) => char >= "a" && char <= "z");
  if (!digits && !letters) return false;
  const steps = chars.slice(1).map((char, index) => {
    const step = char.charCodeAt(0) - chars[index]!.charCodeAt(0);
    return digits ? (step + 10) % 10 : step;
  });
  const first = steps[0];
  const upOrDown = digits ? first === 1 || first === 9 : first === 1 || first === -1;
  return upOrDown && steps.every((step) => step === first);
}

/** Why `password` cannot be set, in the shop's words; null when it can. */
export function newPasswordProblem(password: string): string | null {
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooLong;
  const chars = Array.from(password.toLowerCase());
  if (chars.length < MIN_PASSWORD_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (commonPasswords().has(password.toLowerCase())) return PASSWORD_MESSAGES.tooCommon;
  if (isRepeated(chars) || isRun(chars)) return PASSWORD_MESSAGES.tooPredictable;
  return null;
}

/** The rule in a zod schema: the refusal, if any, becomes an issue at `path` (the form's field). */
export function checkNewPassword(password: string, context: z.RefinementCtx, path?: string[]): void {
  const problem = newPasswordProblem(password);
  if (problem) context.addIssue({ code: "custom", message: problem, ...(path ? { path } : {}) });
}
