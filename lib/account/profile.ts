import "server-only";
// Name and e-mail preferences: the session's user id decides which row changes; the input holds
// only the new values.
import type { ActionResult } from "@/lib/action-result";
import { db } from "@/lib/db";
import { firstIssue } from "@/lib/auth/schemas";
import { revalidateGuideReviews } from "@/lib/reviews/revalidate";
import { changeNameSchema, emailPreferencesSchema } from "./schemas";

/** The name the shop greets the person with ("Hi, {name}!") and writes in e-mails. */
export async function changeName(userId: string, input: unknown): Promise<ActionResult> {
  const parsed = changeNameSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const { firstName } = parsed.data;
  await db().user.update({ where: { id: userId }, data: { firstName, displayName: firstName, name: firstName }, select: { id: true } });
  // Guide pages sign shown reviews with the first name: those of this person's are regenerated.
  const reviewed = await db().review.findMany({ where: { userId, hiddenAt: null, withdrawnAt: null }, select: { guide: { select: { slug: true } } } });
  revalidateGuideReviews(reviewed.map((review) => review.guide.slug));
  return { ok: true };
}

/** News e-mail is opt-in (its consent time is kept); the programme's e-mails are opt-out. */
export async function setEmailPreferences(userId: string, input: unknown): Promise<ActionResult> {
  const parsed = emailPreferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Please choose your e-mail preferences again." };
  const { marketingEmails, programmeEmails } = parsed.data;
  const now = new Date();
  await db().$transaction([
    // Turning news on records when; leaving it on keeps the first consent's time. Turning it off
    // records when it ended (a post's "unsubscribed since").
    marketingEmails
      ? db().user.updateMany({ where: { id: userId, marketingEmails: false }, data: { marketingEmails: true, marketingConsentAt: now } })
      : db().user.updateMany({
          where: { id: userId, marketingEmails: true },
          data: { marketingEmails: false, marketingConsentAt: null, marketingEndedAt: now },
        }),
    db().user.update({ where: { id: userId }, data: { programmeEmailsOptOut: !programmeEmails }, select: { id: true } }),
  ]);
  return { ok: true };
}
