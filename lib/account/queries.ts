import "server-only";
// What the account page shows about the person: only the fields it renders (no hashes leave here).
import { db } from "@/lib/db";

export type AccountProfile = {
  firstName: string;
  email: string;
  hasPassword: boolean;
  marketingEmails: boolean;
  programmeEmails: boolean;
};

export async function getAccountProfile(userId: string): Promise<AccountProfile | null> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: { firstName: true, displayName: true, email: true, passwordHash: true, marketingEmailsOptOut: true, programmeEmailsOptOut: true },
  });
  if (!user) return null;
  return {
    firstName: user.displayName ?? user.firstName ?? "",
    email: user.email,
    hasPassword: user.passwordHash !== null,
    marketingEmails: !user.marketingEmailsOptOut,
    programmeEmails: !user.programmeEmailsOptOut,
  };
}
