"use server";
// The developer pages' actions (admins only). Each checks the admin rule
// itself, validates its input with zod, and records what it sent in the audit log.
import { createElement } from "react";
import { z } from "zod";
import { BasicTestEmail, basicTestSubject, DirectEmail } from "@/emails/developer-test";
import { env } from "@/lib/env";
import { renderEmail } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";
import { payments } from "@/lib/payments";
import { adminTestEmailAllowed, TEST_EMAIL_LIMIT_MESSAGE } from "./test-email-limit";
import { recordAdminAction } from "./audit";
import { action, type AdminResult } from "@/lib/actions/pipeline";
import { renderTestEmail, TEST_EMAILS, type TestEmailKind } from "./test-emails";
import { requestLog } from "@/lib/log/request";

export type DevResult = AdminResult<{ url?: string }>;

const emailSchema = z.string().trim().min(1, "Please enter an email address").max(254).pipe(z.email("Please enter a valid email address"));
const testEmailSchema = z.object({ to: emailSchema, kind: z.enum(Object.keys(TEST_EMAILS) as [TestEmailKind, ...TestEmailKind[]]) });
const directEmailSchema = z.object({
  to: emailSchema,
  subject: z.string().trim().min(1, "Please fill in all fields").max(200),
  message: z.string().trim().min(1, "Please fill in all fields").max(10_000),
});

function invalid(error: z.ZodError): DevResult {
  return { ok: false, status: 400, error: "Missing Information", message: error.issues[0]?.message ?? "Please fill in all fields" };
}

export const sendTestEmail = action({
  name: "admin: sendTestEmail",
  who: "admin",
  input: testEmailSchema,
  invalid: (error): DevResult => invalid(error),
  rule: async (input, user): Promise<DevResult> => {
    const { to, kind } = input;
    if (!(await adminTestEmailAllowed(user.id))) return { ok: false, status: 429, error: "Test Failed", message: TEST_EMAIL_LIMIT_MESSAGE };
    const { code } = TEST_EMAILS[kind];
    const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
    const rendered = code
      ? await renderTestEmail(code, user.name || "Friend")
      : { subject: basicTestSubject(siteName), ...(await renderEmail(createElement(BasicTestEmail, { siteName, siteUrl, sender: user.email }))) };
    if (!rendered) return { ok: false, status: 400, error: "Test Failed", message: `The template ${code ?? ""} is missing. Seed the e-mail templates first.` };
    const result = await sendEmail({ to, type: `${kind}_test`, subject: `[TEST] ${rendered.subject}`, html: rendered.html, text: rendered.text });
    await recordAdminAction(user, "dev.test_email", to, { kind, status: result.status });
    if (result.status === "failed") return { ok: false, status: 502, error: "Test Failed", message: "Failed to send test email" };
    return { ok: true, message: `Test e-mail sent to ${to}.` };
  },
});

export const sendDirectEmail = action({
  name: "admin: sendDirectEmail",
  who: "admin",
  input: directEmailSchema,
  invalid: (error): DevResult => invalid(error),
  rule: async (input, user): Promise<DevResult> => {
    const { to, subject, message } = input;
    if (!(await adminTestEmailAllowed(user.id))) return { ok: false, status: 429, error: "Test Email Failed", message: TEST_EMAIL_LIMIT_MESSAGE };
    const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
    const result = await sendEmail({
      to,
      type: "direct_email",
      subject,
      ...(await renderEmail(createElement(DirectEmail, { siteName, siteUrl, subject, message }))),
    });
    await recordAdminAction(user, "dev.direct_email", to, { subject, status: result.status });
    if (result.status === "failed") return { ok: false, status: 502, error: "Test Email Failed", message: "Failed to send test email" };
    return { ok: true, message: `E-mail sent to ${to}.` };
  },
});

/** A $0.50 checkout that is no order: it tests the card flow and returns to /stripe-test. */
export const startDiagnosticCheckout = action({
  name: "admin: startDiagnosticCheckout",
  who: "admin",
  input: z.unknown(),
  rule: async (_input, user): Promise<DevResult> => {
    const site = env().SITE_URL.replace(/\/+$/, "");
    const diagnosticId = `diagnostic_${Date.now()}`;
    try {
      const session = await payments().createCheckoutSession({
        orderId: diagnosticId,
        customerEmail: user.email,
        lineItems: [{ name: "Checkout diagnostic", unitAmountCents: 50, quantity: 1 }],
        // No order_id: the webhook records the event and fulfils nothing.
        metadata: { diagnostic: diagnosticId },
        successUrl: `${site}/stripe-test?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${site}/stripe-test?cancelled=1`,
      });
      await recordAdminAction(user, "dev.diagnostic_checkout", session.id);
      return { ok: true, message: "Checkout session created.", url: session.url };
    } catch (error) {
      (await requestLog()).error({ err: error }, "stripe-test: creating the diagnostic session failed");
      return { ok: false, status: 502, error: "Purchase Failed", message: "Something went wrong" };
    }
  },
});
