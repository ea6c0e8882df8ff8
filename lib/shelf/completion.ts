import "server-only";
// The completion e-mail: the first time a person owns every released guide, once ever (its dedupe
// key is the person). Called after anything that puts guides on a shelf has committed: a purchase,
// an Atomic Year drop, a gift claim, the quiz.
import DataLoader from "dataloader";
import { createElement } from "react";
import { CompletionEmail, completionSubject } from "@/emails/completion";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { renderEmail, renderStoredTemplate } from "@/lib/email/render-template";
import { sendEmail } from "@/lib/email/send";

const COMPLETION_EMAIL_TYPE = "completion_all_guides";

/** Those of `userIds` who own every released guide, in one grouped query (the scheduled job checks a
 * batch of shelves at once, then sends to these only). */
export async function ownersOfEveryGuide(userIds: readonly string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const released = await db().guide.count({ where: { released: true } });
  if (released === 0) return [];
  // A person owns a guide once (the user-guide key), so counting their released guides counts distinct ones.
  const rows = await db().userGuide.groupBy({
    by: ["userId"],
    where: { userId: { in: [...userIds] }, guide: { released: true } },
    having: { guideId: { _count: { gte: released } } },
  });
  return rows.map((row) => row.userId);
}

// Orders paid at the same moment in this process ask together: one query for all their buyers.
const completionChecks = new DataLoader<string, null>(
  async (userIds) => {
    for (const userId of await ownersOfEveryGuide(userIds)) await sendCompletionEmailIfComplete(userId);
    return userIds.map(() => null);
  },
  { cache: false, batchScheduleFn: (check) => setTimeout(check, 10) },
);

/** After a purchase has committed: the completion e-mail, if the buyer now owns every guide. */
export async function sendCompletionEmailIfNowComplete(userId: string): Promise<void> {
  await completionChecks.load(userId);
}

export async function sendCompletionEmailIfComplete(userId: string): Promise<boolean> {
  const [user, released, owned] = await Promise.all([
    db().user.findUnique({ where: { id: userId }, select: { email: true, firstName: true, displayName: true, name: true } }),
    db().guide.count({ where: { released: true } }),
    db().userGuide.count({ where: { userId, guide: { released: true } } }),
  ]);
  if (!user || released === 0 || owned < released) return false;
  const { SITE_NAME: siteName, SITE_URL: siteUrl } = env();
  const shelfLink = `${siteUrl}/shelf`;
  const values = { USER_NAME: user.displayName ?? user.firstName ?? user.name ?? undefined, SHELF_LINK: shelfLink };
  const { subject, html, text } = (await renderStoredTemplate(COMPLETION_EMAIL_TYPE, values)) ?? {
    subject: completionSubject(siteName),
    ...(await renderEmail(createElement(CompletionEmail, { name: values.USER_NAME ?? "Friend", shelfUrl: shelfLink, siteName, siteUrl }))),
  };
  const result = await sendEmail({ to: user.email, type: COMPLETION_EMAIL_TYPE, subject, html, text, dedupeKey: `completion:${userId}` });
  return result.status !== "duplicate";
}
