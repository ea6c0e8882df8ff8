// What the /admin/emails actions share: their result type, the input rules they validate with, and
// what a change refreshes. The actions themselves are in email-template-actions.ts (templates, test
// sends, the outbox) and email-schedule-actions.ts (the Atomic Year schedule).
import "server-only";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import type { AdminResult } from "@/lib/actions/pipeline";
import type { ATOMIC_YEAR_SLOTS } from "./emails";

export type EmailActionResult = AdminResult<{ value?: number }>;

type Failure = Extract<EmailActionResult, { ok: false }>;
export const fail = (status: 400 | 404 | 409 | 429 | 502, error: string, message: string): Failure => ({ ok: false, status, error, message });

export const idSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/);
export const subjectSchema = z.string().trim().min(1, "Please fill in all fields").max(200, "The subject is at most 200 characters.");
export const htmlSchema = z.string().trim().min(1, "Please fill in all fields").max(100_000, "The HTML is at most 100,000 characters.");
export const nameSchema = z.string().trim().min(1, "Please fill in all fields").max(120, "The name is at most 120 characters.");
export const testAddressSchema = z.string().trim().min(1, "Please enter a test email address").max(254).pipe(z.email("Please enter a valid email address"));

export function firstIssue(error: z.ZodError, fallback = "Please fill in all fields"): string {
  return error.issues[0]?.message ?? fallback;
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
