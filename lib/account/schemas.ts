// What the account page's forms may send. The session decides whose account; nothing here names a
// user, and unknown keys (a user id, an e-mail) are dropped by zod before anything reads them.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH } from "@/lib/auth/password-limits";
import { checkNewPassword } from "@/lib/auth/password-policy";
import { signUpSchema } from "@/lib/auth/schemas";

export const changeNameSchema = z.object({ firstName: signUpSchema.shape.firstName });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, "Please enter your current password.").max(MAX_PASSWORD_LENGTH, "Current password is incorrect."),
    // The rule of every password being set (lib/auth/password-policy.ts), with its wording.
    newPassword: z.string().superRefine((value, context) => checkNewPassword(value, context)),
    confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
  })
  .refine((value) => value.newPassword === value.confirmPassword, { message: "Passwords don't match", path: ["confirmPassword"] });

export const emailPreferencesSchema = z.object({ marketingEmails: z.boolean(), programmeEmails: z.boolean() });

export const resendReceiptSchema = z.object({ orderId: z.string().min(1).max(64) });

/** Password accounts confirm with the password; accounts without one (Google only) type their
 * e-mail address. Which applies is decided on the server from the account, not from the form. */
export const deleteAccountSchema = z.object({ confirmation: z.string().min(1, "Please confirm to delete your account.").max(254) });
