import "server-only";
// What the account page shows about the person: only the fields it renders (no hashes leave here).
import { db } from "@/lib/db";

export type AccountProfile = {
  firstName: string;
  email: string;
  hasPassword: boolean;
  signsInWithGoogle: boolean;
  marketingEmails: boolean;
  programmeEmails: boolean;
};

export async function getAccountProfile(userId: string): Promise<AccountProfile | null> {
  const user = await db().user.findUnique({
    where: { id: userId },
    select: {
      firstName: true,
      displayName: true,
      email: true,
      passwordHash: true,
      marketingEmails: true,
      programmeEmailsOptOut: true,
      accounts: { where: { provider: "google" }, select: { id: true }, take: 1 },
    },
  });
  if (!user) return null;
  return {
    firstName: user.displayName ?? user.firstName ?? "",
    email: user.email,
    hasPassword: user.passwordHash !== null,
    signsInWithGoogle: user.accounts.length > 0,
    marketingEmails: user.marketingEmails,
    programmeEmails: !user.programmeEmailsOptOut,
  };
}
