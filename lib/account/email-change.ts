import "server-only";
// Changing an account's e-mail address. The owner types the new address; a single-use link (a
// one-time token, 24 hours, only its hash stored, with the address it leads to) goes to that new
// address, and only when it is opened, by the same account signed in, does the account's address
// change. Until then the old one keeps working. An address another account uses is refused (without
// saying whose), when asked and again when the link is opened; a second request voids the first link.
import type { ActionResult } from "@/lib/action-result";
import { hashToken, isTokenShaped, issueToken } from "@/lib/auth/tokens";
import { db, Prisma } from "@/lib/db";
import { sendEmailChangeEmail } from "@/lib/email/auth-emails";
import { env } from "@/lib/env";
import { authRules, hitAll } from "@/lib/rate-limit";
import { requestClientIp } from "@/lib/rate-limit/request-ip";
import { z } from "zod";
import { emailOnlySchema } from "@/lib/auth/schemas";
import { ACCOUNT_MESSAGES, EMAIL_CHANGE_MESSAGES } from "./messages";

export const emailChangeRequestSchema = emailOnlySchema;
export const emailChangeConfirmSchema = z.object({ token: z.string().min(1).max(200) });

type Owner = { id: string; email: string };

async function addressTaken(email: string, ownerId: string, client: Prisma.TransactionClient = db()): Promise<boolean> {
  const other = await client.user.findFirst({ where: { email: { equals: email, mode: "insensitive" }, id: { not: ownerId } }, select: { id: true } });
  return other !== null;
}

/** The owner asks to move the account to `email`: the link goes to that address. */
export async function requestEmailChange(owner: Owner, email: string, now = new Date()): Promise<ActionResult<{ message: string }>> {
  const current = await db().user.findUnique({ where: { id: owner.id }, select: { email: true, firstName: true } });
  if (!current) return { ok: false, error: ACCOUNT_MESSAGES.signIn, code: "sign_in" };
  if (current.email.toLowerCase() === email) return { ok: false, error: EMAIL_CHANGE_MESSAGES.same, field: "email" };
  if (await addressTaken(email, owner.id)) return { ok: false, error: EMAIL_CHANGE_MESSAGES.taken, field: "email" };
  const rules = authRules();
  const allowed = await hitAll([
    [rules.emailPerAccount, current.email],
    [rules.emailPerIp, await requestClientIp()],
  ]);
  if (!allowed) return { ok: false, error: ACCOUNT_MESSAGES.tooMany };
  const token = await issueToken(owner.id, "email_change", now, email);
  const confirmUrl = `${env().SITE_URL}/account/email/confirm?token=${encodeURIComponent(token)}`;
  await sendEmailChangeEmail({ to: email, name: current.firstName ?? "Friend", confirmUrl });
  return { ok: true, message: EMAIL_CHANGE_MESSAGES.sent };
}

/** The address a link would move `owner`'s account to, while it can still be used; null otherwise. */
export async function pendingEmailChange(owner: Owner, token: string, now = new Date()): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const row = await db().oneTimeToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { userId: true, purpose: true, consumedAt: true, expiresAt: true, newEmail: true },
  });
  if (!row || row.purpose !== "email_change" || row.userId !== owner.id || row.consumedAt || row.expiresAt <= now || !row.newEmail) return null;
  return row.newEmail;
}

/** Opens the link: the account's address becomes the link's, once. */
export async function confirmEmailChange(owner: Owner, token: string, now = new Date()): Promise<ActionResult<{ email: string }>> {
  if (!isTokenShaped(token)) return { ok: false, error: EMAIL_CHANGE_MESSAGES.invalidLink };
  const tokenHash = hashToken(token);
  const row = await db().oneTimeToken.findUnique({ where: { tokenHash }, select: { userId: true, purpose: true } });
  if (!row || row.purpose !== "email_change") return { ok: false, error: EMAIL_CHANGE_MESSAGES.invalidLink };
  if (row.userId !== owner.id) return { ok: false, error: EMAIL_CHANGE_MESSAGES.otherAccount };
  try {
    return await db().$transaction(async (tx) => {
      // The claim: of two openings at once exactly one goes on.
      const claimed = await tx.oneTimeToken.updateManyAndReturn({
        where: { tokenHash, purpose: "email_change", userId: owner.id, consumedAt: null, expiresAt: { gt: now } },
        data: { consumedAt: now },
        select: { newEmail: true },
      });
      const email = claimed[0]?.newEmail;
      if (!email) return { ok: false as const, error: EMAIL_CHANGE_MESSAGES.invalidLink };
      if (await addressTaken(email, owner.id, tx)) return { ok: false as const, error: EMAIL_CHANGE_MESSAGES.taken };
      // The link proved the new mailbox: the account is confirmed under it.
      await tx.user.update({ where: { id: owner.id }, data: { email, emailVerified: now }, select: { id: true } });
      // What was sent to the old address no longer opens the account: an address is often changed
      // because the old mailbox was lost or is read by someone else.
      await tx.oneTimeToken.updateMany({ where: { userId: owner.id, purpose: "password_reset", consumedAt: null }, data: { consumedAt: now } });
      await tx.verificationToken.deleteMany({ where: { identifier: owner.email } });
      return { ok: true as const, email };
    });
  } catch (error) {
    // Another account took the address between the check and the update (the unique index).
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return { ok: false, error: EMAIL_CHANGE_MESSAGES.taken };
    throw error;
  }
}
