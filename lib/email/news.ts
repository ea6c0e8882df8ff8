import "server-only";
// News e-mails (opt-in: users.marketing_emails): the reminder of an unfinished checkout, the notice
// of a guide's new edition and the owner's posts (lib/posts). Each carries the one-click unsubscribe (RFC 8058) through the same route
// and page as the Atomic Year's, with `list=news` and a token of its own.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { newsUnsubscribeToken, verifyNewsUnsubscribeToken } from "./news-token";

export { verifyNewsUnsubscribeToken } from "./news-token";

/** The page where a person confirms (or undoes) leaving news e-mails. */
export function newsUnsubscribePageUrl(userId: string): string {
  return `${env().SITE_URL}/unsubscribe?list=news&token=${newsUnsubscribeToken(userId)}`;
}

/** The headers of a news e-mail: mail clients offer "Unsubscribe" and POST to it with one click. */
export function newsUnsubscribeHeaders(userId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${env().SITE_URL}/api/unsubscribe?list=news&token=${newsUnsubscribeToken(userId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The person's current choice, for the page a link opens; null when the token is not ours or its
 * account no longer exists. */
export async function newsEmailsChoice(token: unknown): Promise<{ subscribed: boolean } | null> {
  const userId = verifyNewsUnsubscribeToken(token);
  if (!userId) return null;
  const user = await db().user.findUnique({ where: { id: userId }, select: { marketingEmails: true } });
  return user ? { subscribed: user.marketingEmails } : null;
}

/** Turns news e-mail on (recording the consent's time) or off; false when the account no longer exists. */
export async function setNewsEmails(userId: string, subscribe: boolean): Promise<boolean> {
  if (!subscribe) {
    // Only a change from on records when news ended (a post's "unsubscribed since").
    await db().user.updateMany({
      where: { id: userId, marketingEmails: true },
      data: { marketingEmails: false, marketingConsentAt: null, marketingEndedAt: new Date() },
    });
    return (await db().user.findUnique({ where: { id: userId }, select: { id: true } })) !== null;
  }
  // Only a change from off records a new consent time.
  await db().user.updateMany({ where: { id: userId, marketingEmails: false }, data: { marketingEmails: true, marketingConsentAt: new Date() } });
  return (await db().user.findUnique({ where: { id: userId }, select: { id: true } })) !== null;
}
