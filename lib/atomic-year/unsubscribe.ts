import "server-only";
// One-click unsubscribe from the Atomic Year's e-mails other than guide drops (RFC 8058): the links
// and headers programme e-mails carry, and the person's choice.
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

export { unsubscribeToken, verifyUnsubscribeToken } from "./unsubscribe-token";

/** The page where a person confirms (or undoes) the unsubscribe. */
export function unsubscribePageUrl(userId: string): string {
  return `${env().SITE_URL}/unsubscribe?token=${unsubscribeToken(userId)}`;
}

/** The headers of a programme e-mail that may be unsubscribed from with one click. */
export function listUnsubscribeHeaders(userId: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${env().SITE_URL}/api/unsubscribe?token=${unsubscribeToken(userId)}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/** The person's current choice, for the page a link opens; null when the token is not ours or
 * its account no longer exists. */
export async function programmeEmailsChoice(token: unknown): Promise<{ optedOut: boolean } | null> {
  const userId = verifyUnsubscribeToken(token);
  if (!userId) return null;
  const user = await db().user.findUnique({ where: { id: userId }, select: { programmeEmailsOptOut: true } });
  return user ? { optedOut: user.programmeEmailsOptOut } : null;
}

/** Sets the person's choice; false when the account no longer exists. */
export async function setProgrammeEmailsOptOut(userId: string, optOut: boolean): Promise<boolean> {
  const updated = await db().user.updateMany({ where: { id: userId }, data: { programmeEmailsOptOut: optOut } });
  return updated.count === 1;
}
