import "server-only";
// Test sends of the stored templates (the e-mail test page and /admin/emails): the user name and
// the current year are filled in, every other placeholder becomes "[TEST VALUE]",
// unless the admin gave a value for it (the special e-mails' test panel).
import { db } from "@/lib/db";
import { compiledTemplate } from "@/lib/email/placeholders";
import { renderTemplateContent, type RenderedEmail } from "@/lib/email/render-template";

const TEST_VALUE = "[TEST VALUE]";

/** The e-mail test page's buttons and the stored template each one sends. */
export const TEST_EMAILS = {
  basic: { label: "Send basic test", code: null },
  purchase_confirmation: { label: "Send purchase confirmation", code: "purchase_confirmation" },
  gift_notification: { label: "Send gift notification", code: "gift_received_atomic_year" },
  atomic_year_welcome: { label: "Send Atomic Year welcome", code: "welcome" },
} as const;
export type TestEmailKind = keyof typeof TEST_EMAILS;

/** The {{PLACEHOLDER}} names a template uses, in order of first appearance. */
export function placeholdersOf(...parts: string[]): string[] {
  return [...new Set(parts.flatMap((part) => compiledTemplate(part).names))];
}

/** A template (stored or a draft) as a test e-mail: the user name and the current year filled in,
 * `given` values where the admin supplied them, "[TEST VALUE]" everywhere else. */
export async function renderTestContent(
  template: { subject: string; htmlContent: string },
  userName: string,
  given: Record<string, string> = {},
): Promise<RenderedEmail> {
  const values: Record<string, string> = Object.fromEntries(placeholdersOf(template.subject, template.htmlContent).map((key) => [key, TEST_VALUE]));
  Object.assign(values, given);
  values.USER_NAME = given.USER_NAME || userName;
  values.CURRENT_YEAR = String(new Date().getFullYear());
  return renderTemplateContent(template, values);
}

/** The stored template `code` as a test e-mail; null when there is no such template. */
export async function renderTestEmail(code: string, userName: string, given: Record<string, string> = {}) {
  const template = await db().emailTemplate.findUnique({ where: { code }, select: { subject: true, htmlContent: true } });
  if (!template) return null;
  return renderTestContent(template, userName, given);
}
