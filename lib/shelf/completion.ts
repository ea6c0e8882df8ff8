import "server-only";
// The completion e-mail: the first time a person owns every released guide, once ever (its dedupe
// key is the person). Called after anything that puts guides on a shelf has committed: a purchase,
// an Atomic Year drop, a gift claim, the quiz.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { escapeHtml } from "@/lib/email/html";
import { renderStoredTemplate } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";

export const COMPLETION_EMAIL_TYPE = "completion_all_guides";

export async function sendCompletionEmailIfComplete(userId: string): Promise<boolean> {
  const [user, released, owned] = await Promise.all([
    db().user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, displayName: true, name: true } }),
    db().guide.count({ where: { released: true } }),
    db().userGuide.count({ where: { userId, guide: { released: true } } }),
  ]);
  if (!user || released === 0 || owned < released) return false;
  const shelfLink = `${env().SITE_URL}/shelf`;
  const values = { USER_NAME: user.displayName ?? user.firstName ?? user.name ?? undefined, SHELF_LINK: shelfLink };
  const stored = await renderStoredTemplate(COMPLETION_EMAIL_TYPE, values);
  const subject = stored?.subject ?? `You now own every ${env().SITE_NAME} guide`;
  const html =
    stored?.html ??
    `<p>Hi ${escapeHtml(values.USER_NAME ?? "Friend")},</p><p>Your shelf now holds every guide we have written. Thank you for reading with us.</p><p><a href="${escapeHtml(shelfLink)}">Visit your shelf</a></p>`;
  const result = await sendEmail({ to: user.email, type: COMPLETION_EMAIL_TYPE, subject, html, text: stored?.text, dedupeKey: `completion:${userId}` });
  return result.status !== "duplicate";
}
