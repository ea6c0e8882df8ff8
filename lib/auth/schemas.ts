// Form validation for accounts, with the shop's fixed messages. A password being set follows the
// rule of ./password-policy; a password typed to sign in is only capped in length, so an account
// whose password predates the rule still signs in.
import { z } from "zod";
import { MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES } from "./password-limits";
import { checkNewPassword } from "./password-policy";

const email = z
  .string({ error: "Please enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, "Please enter your email address.")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"));

const password = z.string({ error: "Please enter your password." }).min(1, "Please enter your password.").max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong);

export const signInSchema = z.object({ email, password });

export const signUpSchema = z.object({
  firstName: z.string().trim().min(1, "Please enter your first name.").max(60, "Please use at most 60 characters for your first name."),
  email,
  password: password.superRefine((value, context) => checkNewPassword(value, context)),
  /** News and new guides: only when the box was ticked. */
  marketingEmails: z.boolean().optional().default(false),
});

export const emailOnlySchema = z.object({ email });

const passwordPair = {
  password: z.string().max(MAX_PASSWORD_LENGTH, PASSWORD_MESSAGES.tooLong),
  confirmPassword: z.string().max(MAX_PASSWORD_LENGTH),
};

function checkPasswordPair(value: { password: string; confirmPassword: string }, context: z.RefinementCtx) {
  if (!value.password || !value.confirmPassword) {
    context.addIssue({ code: "custom", message: "Missing fields: Please fill in both password fields.", path: ["password"] });
  } else if (value.password !== value.confirmPassword) {
    context.addIssue({ code: "custom", message: "Passwords don't match", path: ["confirmPassword"] });
  } else {
    checkNewPassword(value.password, context, ["password"]);
  }
}

export const newPasswordSchema = z
  .object({ token: z.string().min(1, "Invalid Reset Link").max(200, "Invalid Reset Link"), ...passwordPair })
  .superRefine(checkPasswordPair);

/** What a confirmation link opened in another browser than the sign-up's may carry. */
export const confirmationProofSchema = z.union([z.object({ password }), z.object({ newPassword: z.object(passwordPair).superRefine(checkPasswordPair) })]);

export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Please check the form.";
}
