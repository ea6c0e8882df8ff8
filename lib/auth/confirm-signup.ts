// What a confirmation link does to the account. The link proves the mailbox; the pending password
// was chosen by whoever signed up, who need not be the mailbox's owner. While only one browser
// signed up for the address, its password stays (the usual case, also when the link is opened on
// another device). Once a second browser signed up for it (the account is contested), the stored
// password is the latest sign-up's, and it stays only if the link is opened in that same browser
// (its sign-up key): an attacker who signs up before or after the owner never holds both the link
// and the key. Otherwise the password is dropped and the person, signed in by the link, chooses a
// new one. Either way the address is confirmed and the contest is over.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashToken } from "./tokens";

export type ConfirmedSignUp = { id: string; email: string; passwordKept: boolean };

export async function confirmSignUp(prisma: PrismaClient, userId: string, signupKey: string | null, now = new Date()): Promise<ConfirmedSignUp> {
  const settled = { emailVerified: now, signupContested: false, signupKeyHash: null };
  // One conditional statement each, so a sign-up landing in between can only make the answer "drop".
  const kept = await prisma.user.updateMany({
    where: { id: userId, OR: [{ signupContested: false }, ...(signupKey ? [{ signupKeyHash: hashToken(signupKey) }] : [])] },
    data: settled,
  });
  const user = await prisma.user.update({
    where: { id: userId },
    data: kept.count === 1 ? {} : { ...settled, passwordHash: null },
    select: { id: true, email: true },
  });
  return { ...user, passwordKept: kept.count === 1 };
}
