import "server-only";
// Test sends of the stored templates (the e-mail test page): the user name and the current year are
// filled in, every other placeholder becomes "[TEST VALUE]" (specification, section 5).
import { db } from "@/lib/db";
import { renderStoredTemplate } from "@/lib/email/render-template";

export const TEST_VALUE = "[TEST VALUE]";

/** The e-mail test page's buttons and the stored template each one sends. */
export const TEST_EMAILS = {
  basic: { label: "Send basic test", code: null },
  purchase_confirmation: { label: "Send purchase confirmation", code: "purchase_confirmation" },
  gift_notification: { label: "Send gift notification", code: "gift_received_atomic_year" },
  atomic_year_welcome: { label: "Send Atomic Year welcome", code: "welcome" },
} as const;
export type TestEmailKind = keyof typeof TEST_EMAILS;

export async function renderTestEmail(code: string, userName: string) {
  const template = await db().emailTemplate.findUnique({ where: { code }, select: { subject: true, htmlContent: true } });
  if (!template) return null;
  const keys = new Set([...`${template.subject} ${template.htmlContent}`.matchAll(/\{\{([A-Z][A-Z0-9_]*)\}\}/g)].map((match) => match[1] ?? ""));
  const values: Record<string, string> = Object.fromEntries([...keys].map((key) => [key, TEST_VALUE]));
  values.USER_NAME = userName;
  values.CURRENT_YEAR = String(new Date().getFullYear());
  return renderStoredTemplate(code, values);
}
