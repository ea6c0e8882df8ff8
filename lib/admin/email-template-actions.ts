"use server";
// The template actions of /admin/emails: the Atomic Year, guide-purchase and special templates, test
// sends and the outbox. Each checks the admin rule itself (a layout guards no action), validates its
// input with zod, writes what it did to the audit log, and refreshes what it affects.
import { z } from "zod";
import { db } from "@/lib/db";
import { retryEmail, sendEmail } from "@/lib/email/send";
import { recordAdminAction } from "./audit";
import { ATOMIC_YEAR_CODES, ATOMIC_YEAR_SLOTS, GUIDE_PURCHASE_TYPE, guidePurchaseCode, SPECIAL_TYPES } from "./emails";
import { action } from "@/lib/actions/pipeline";
import { adminTestEmailAllowed, TEST_EMAIL_LIMIT_MESSAGE } from "./test-email-limit";
import { renderTestContent } from "./test-emails";
import {
  type EmailActionResult,
  fail,
  firstIssue,
  htmlSchema,
  idSchema,
  invalidTemplate,
  nameSchema,
  revalidateEmailsScreen,
  subjectSchema,
  templateRow,
  testAddressSchema,
} from "./email-action-rules";

const atomicYearTemplateSchema = z.object({ code: z.enum(ATOMIC_YEAR_CODES as [string, ...string[]]), subject: subjectSchema, html: htmlSchema });

/** Saves the subject and HTML of one of the 28 Atomic Year templates. */
export const saveAtomicYearTemplate = action({
  name: "admin: saveAtomicYearTemplate",
  who: "admin",
  input: atomicYearTemplateSchema,
  invalid: invalidTemplate,
  rule: async (input, user): Promise<EmailActionResult> => {
    const { code, subject, html } = input;
    const updated = await db().emailTemplate.updateMany({ where: { code }, data: { subject, htmlContent: html } });
    if (updated.count !== 1) return fail(404, "Error", "This template does not exist yet: create the default first.");
    await recordAdminAction(user, "email_template.update", code);
    revalidateEmailsScreen();
    return { ok: true, message: "Template saved." };
  },
});

/** Creates a missing Atomic Year template from its default text (not its schedule entry). */
export const createDefaultAtomicYearTemplate = action({
  name: "admin: createDefaultAtomicYearTemplate",
  who: "admin",
  input: z.object({ code: z.enum(ATOMIC_YEAR_CODES as [string, ...string[]]) }),
  invalid: (): EmailActionResult => fail(400, "Error", "Failed to save template"),
  rule: async (input, user): Promise<EmailActionResult> => {
    const slot = ATOMIC_YEAR_SLOTS.find((entry) => entry.code === input.code);
    if (!slot) return fail(400, "Error", "Failed to save template");
    const created = await db().emailTemplate.createMany({ data: [templateRow(slot)], skipDuplicates: true });
    if (created.count === 0) return fail(409, "Error", "This template exists already.");
    await recordAdminAction(user, "email_template.create_default", slot.code);
    revalidateEmailsScreen();
    return { ok: true, message: `${slot.name} created from the default.` };
  },
});

const guidePurchaseSchema = z.object({
  guideId: idSchema,
  name: nameSchema,
  subject: subjectSchema,
  html: htmlSchema,
  isActive: z.boolean(),
});

/** A guide's purchase template: inserted on the first save, updated after that. */
export const saveGuidePurchaseTemplate = action({
  name: "admin: saveGuidePurchaseTemplate",
  who: "admin",
  input: guidePurchaseSchema,
  invalid: invalidTemplate,
  rule: async (input, user): Promise<EmailActionResult> => {
    const { guideId, name, subject, html, isActive } = input;
    const guide = await db().guide.findUnique({ where: { id: guideId }, select: { id: true, title: true } });
    if (!guide) return fail(404, "Error", "Please select a guide first");
    const code = guidePurchaseCode(guide.id);
    const data = { name, subject, htmlContent: html, isActive };
    const existing = await db().emailTemplate.findUnique({ where: { code }, select: { id: true } });
    if (existing) {
      await db().emailTemplate.update({ where: { code }, data, select: { id: true } });
    } else {
      // Two first saves at once: one inserts, the other updates what it inserted.
      await db().emailTemplate.upsert({ where: { code }, create: { ...data, code, emailType: GUIDE_PURCHASE_TYPE, guideId: guide.id }, update: data });
    }
    await recordAdminAction(user, existing ? "email_template.update" : "email_template.create", code);
    revalidateEmailsScreen();
    return { ok: true, message: existing ? "Template saved." : `Template for ${guide.title} created.` };
  },
});

const specialSchema = z.object({
  id: idSchema.optional(),
  name: nameSchema,
  subject: subjectSchema,
  html: htmlSchema,
  emailType: z.string().trim().min(1, "Please fill in all fields"),
  isActive: z.boolean().default(true),
});

/** Creates (no id) or edits a special e-mail template. A new one takes its type as its code, which
 * is what the senders look up. */
export const saveSpecialTemplate = action({
  name: "admin: saveSpecialTemplate",
  who: "admin",
  input: specialSchema,
  invalid: invalidTemplate,
  rule: async (input, user): Promise<EmailActionResult> => {
    const { id, name, subject, html, emailType, isActive } = input;
    if (!SPECIAL_TYPES.includes(emailType)) return fail(400, "Error", "Failed to save template");
    const data = { name, subject, htmlContent: html, emailType, isActive };
    if (id) {
      const updated = await db().emailTemplate.updateMany({ where: { id, emailType: { in: SPECIAL_TYPES } }, data });
      if (updated.count !== 1) return fail(404, "Error", "Failed to save template");
      await recordAdminAction(user, "email_template.update", id, { emailType });
    } else {
      const created = await db().emailTemplate.createMany({ data: [{ ...data, code: emailType }], skipDuplicates: true });
      if (created.count === 0) return fail(409, "Error", "A template of this type exists already: edit it instead.");
      await recordAdminAction(user, "email_template.create", emailType);
    }
    revalidateEmailsScreen();
    return { ok: true, message: "Template saved." };
  },
});

/** Deletes a special e-mail template (its sender then uses the built-in text). */
export const deleteSpecialTemplate = action({
  name: "admin: deleteSpecialTemplate",
  who: "admin",
  input: z.object({ id: idSchema }),
  invalid: (): EmailActionResult => fail(400, "Error", "Failed to delete template"),
  rule: async (input, user): Promise<EmailActionResult> => {
    const template = await db().emailTemplate.findFirst({ where: { id: input.id, emailType: { in: SPECIAL_TYPES } }, select: { id: true, code: true } });
    if (!template) return fail(404, "Error", "Failed to delete template");
    await db().emailTemplate.deleteMany({ where: { id: template.id } });
    await recordAdminAction(user, "email_template.delete", template.code);
    revalidateEmailsScreen();
    return { ok: true, message: "Template deleted." };
  },
});

// ---------------------------------------------------------------------------------------------
// Test e-mails

const testSchema = z
  .object({
    to: testAddressSchema,
    /** A stored template, or the editor's draft (subject and HTML, saved or not). */
    templateId: idSchema.optional(),
    subject: z.string().max(200).optional(),
    html: z.string().max(100_000).optional(),
    /** The special e-mails' test panel. */
    recipientName: z.string().trim().max(100).optional(),
    guideId: z.string().trim().max(64).optional(),
    giverName: z.string().trim().max(100).optional(),
  })
  .refine((value) => value.templateId || (value.subject?.trim() && value.html?.trim()), { message: "Please fill in all fields" });

/** Sends a template as a test: the admin's name (or the given recipient name) and the current year
 * filled in, "[TEST VALUE]" in every other placeholder. */
export const sendTemplateTest = action({
  name: "admin: sendTemplateTest",
  who: "admin",
  input: testSchema,
  invalid: (error): EmailActionResult => {
    const message = firstIssue(error);
    return fail(400, message.includes("email") ? "Email Required" : "Missing Information", message);
  },
  rule: async (input, user): Promise<EmailActionResult> => {
    const { to, templateId, recipientName, guideId, giverName } = input;
    if (!(await adminTestEmailAllowed(user.id))) return fail(429, "Test Failed", TEST_EMAIL_LIMIT_MESSAGE);
    let template: { subject: string; htmlContent: string; type: string };
    if (templateId) {
      const stored = await db().emailTemplate.findUnique({ where: { id: templateId }, select: { subject: true, htmlContent: true, emailType: true } });
      if (!stored) return fail(404, "Test Failed", "This template no longer exists.");
      template = { subject: stored.subject, htmlContent: stored.htmlContent, type: stored.emailType };
    } else {
      template = { subject: input.subject ?? "", htmlContent: input.html ?? "", type: "template" };
    }
    const given: Record<string, string> = {};
    if (recipientName) Object.assign(given, { USER_NAME: recipientName, RECIPIENT_NAME: recipientName });
    if (giverName) given.GIVER_NAME = giverName;
    if (guideId) {
      const guide = await db().guide.findUnique({ where: { id: guideId }, select: { title: true } });
      if (guide) given.GUIDE_TITLE = guide.title;
    }
    const rendered = await renderTestContent(template, user.name || "Friend", given);
    const result = await sendEmail({ to, type: `${template.type}_test`, subject: `[TEST] ${rendered.subject}`, html: rendered.html, text: rendered.text });
    await recordAdminAction(user, "email_template.test", to, { templateId: templateId ?? null, type: template.type, status: result.status });
    revalidateEmailsScreen();
    if (result.status === "failed") return fail(502, "Test Failed", "Failed to send test email");
    return { ok: true, message: `Test e-mail sent to ${to}.` };
  },
});

// ---------------------------------------------------------------------------------------------
// The outbox

/** Sends a failed e-mail again through the normal send path (lib/email/send.ts retryEmail), under
 * its own id and so the provider's idempotency key: two clicks at once claim it once and send once. */
export const resendOutboxEmail = action({
  name: "admin: resendOutboxEmail",
  who: "admin",
  input: z.object({ id: idSchema }),
  invalid: (): EmailActionResult => fail(400, "Resend Failed", "No such e-mail."),
  rule: async (input, user): Promise<EmailActionResult> => {
    const message = await db().emailMessage.findUnique({ where: { id: input.id }, select: { id: true, status: true, to: true } });
    if (!message) return fail(404, "Resend Failed", "No such e-mail.");
    if (message.status !== "failed") return fail(409, "Resend Failed", "Only a failed e-mail can be resent.");
    const result = await retryEmail(message.id);
    await recordAdminAction(user, "email.resend", message.id, { to: message.to, status: result.status });
    revalidateEmailsScreen();
    if (result.status === "skipped") return fail(409, "Resend Failed", "This e-mail is being sent already.");
    if (result.status === "failed") return fail(502, "Resend Failed", "The provider refused it again; see the error.");
    return { ok: true, message: `Sent again to ${message.to}.` };
  },
});
