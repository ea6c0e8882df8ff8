// Name and e-mail preferences: the session's user id decides which row changes; the input holds
// only the new values.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { firstIssue } from "@/lib/auth/schemas";
import type { AccountResult } from "./password";
import { changeNameSchema, emailPreferencesSchema } from "./schemas";

/** The name the shop greets the person with ("Hi, {name}!") and writes in e-mails. */
export async function changeName(prisma: PrismaClient, userId: string, input: unknown): Promise<AccountResult> {
  const parsed = changeNameSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const { firstName } = parsed.data;
  await prisma.user.update({ where: { id: userId }, data: { firstName, displayName: firstName, name: firstName }, select: { id: true } });
  return { ok: true };
}

/** The form speaks of e-mails wanted; the columns store the opt-outs. */
export async function setEmailPreferences(prisma: PrismaClient, userId: string, input: unknown): Promise<AccountResult> {
  const parsed = emailPreferencesSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: "Please choose your e-mail preferences again." };
  await prisma.user.update({
    where: { id: userId },
    data: { marketingEmailsOptOut: !parsed.data.marketingEmails, programmeEmailsOptOut: !parsed.data.programmeEmails },
    select: { id: true },
  });
  return { ok: true };
}
