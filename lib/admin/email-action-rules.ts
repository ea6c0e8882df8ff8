// What the /admin/emails actions share: their result type, the input rules they validate with, and
// what a change refreshes. The actions themselves are in email-template-actions.ts (templates, test
// sends, the outbox) and email-schedule-actions.ts (the Atomic Year schedule).
import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { AdminResult } from "@/lib/actions/pipeline";
import { ATOMIC_YEAR_EMAILS, SPECIAL_EMAILS } from "@/lib/email/default-templates";
import { GUIDE_PURCHASE_VARIABLES } from "@/lib/email/guide-purchase";
import { compiledTemplate, templateProblem } from "@/lib/email/placeholders";
import type { ATOMIC_YEAR_SLOTS } from "./emails";

export type EmailActionResult = AdminResult<{ value?: number }>;

type Failure = Extract<EmailActionResult, { ok: false }>;
export const fail = (status: 400 | 404 | 409 | 429 | 502, error: string, message: string): Failure => ({ ok: false, status, error, message });

export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Every placeholder the shop fills somewhere: those of the built-in templates, a guide purchase
 * template's, the defaults every template has, and the few senders give beyond those. */
const KNOWN_PLACEHOLDERS: ReadonlySet<string> = new Set([
  ...[...ATOMIC_YEAR_EMAILS, ...SPECIAL_EMAILS].flatMap((template) => compiledTemplate(`${template.subject}\n${template.html}`).names),
  ...GUIDE_PURCHASE_VARIABLES.map((variable) => variable.name),
  ...["USER_NAME", "CURRENT_YEAR", "SITE_NAME", "SITE_URL", "USER_EMAIL", "SUPPORT_EMAIL", "DELIVERY_DATE", "RECIPIENT_EMAIL"],
]);

/** A template's subject or HTML: a malformed tag or an unknown placeholder is refused with what to fix. */
const templateText = (schema: z.ZodString) =>
  schema.superRefine((value, context) => {
    const problem = templateProblem(value, KNOWN_PLACEHOLDERS);
    if (problem) context.addIssue({ code: "custom", message: problem, params: { template: true } });
  });
export const subjectSchema = templateText(z.string().trim().min(1, "Please fill in all fields").max(200, "The subject is at most 200 characters."));
export const htmlSchema = templateText(z.string().trim().min(1, "Please fill in all fields").max(100_000, "The HTML is at most 100,000 characters."));
export const nameSchema = z.string().trim().min(1, "Please fill in all fields").max(120, "The name is at most 120 characters.");
export const testAddressSchema = z.string().trim().min(1, "Please enter a test email address").max(254).pipe(z.email("Please enter a valid email address"));

export function firstIssue(error: z.ZodError, fallback = "Please fill in all fields"): string {
  return error.issues[0]?.message ?? fallback;
}

/** A template save's refusal: "Template Error" for a tag to fix, else "Missing Information". */
export function invalidTemplate(error: z.ZodError): EmailActionResult {
  const issue = error.issues[0];
  const template = issue?.code === "custom" && issue.params?.template === true;
  return fail(400, template ? "Template Error" : "Missing Information", firstIssue(error));
}

export function revalidateEmailsScreen() {
  revalidatePath("/admin/emails");
  revalidatePath("/admin");
}

/** A default Atomic Year template as a row of the template table. */
export function templateRow(slot: (typeof ATOMIC_YEAR_SLOTS)[number]) {
  return {
    code: slot.code,
    name: slot.name,
    subject: slot.subject,
    htmlContent: slot.html,
    emailType: slot.emailType,
    sequenceOrder: slot.sequenceOrder,
    season: slot.season,
    month: slot.month,
  };
}
