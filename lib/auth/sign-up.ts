import "server-only";
// A sign-up, written whole or not at all: the account (or, for an address nobody has confirmed
// yet, the latest sign-up's name, password and browser), its confirmation token and the record of
// the confirmation e-mail go in one transaction, so no account exists without its e-mail on the
// way; the e-mail is sent after the commit, and the scheduled job sends it should that fail.
// An address whose owner has confirmed it is left alone: the caller tells the owner by e-mail.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { Prisma } from "@/lib/db";
import { recordEmailIn, type OutgoingEmail, type RecordedEmail } from "@/lib/email/send";
import { hashToken, TOKEN_TTL_MS } from "./tokens";

export type SignUpRequest = {
  email: string;
  firstName: string;
  passwordHash: string;
  signupKeyHash: string;
  marketingEmails: boolean;
  /** The raw confirmation token the e-mail's link carries. */
  token: string;
};

export type SignUpRecord =
  { kind: "recorded"; userId: string; confirmation: RecordedEmail } | { kind: "confirmed_account"; userId: string; firstName: string | null };

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";
}

export async function recordSignUp(prisma: PrismaClient, request: SignUpRequest, confirmation: OutgoingEmail, now = new Date()): Promise<SignUpRecord> {
  const attempt = () =>
    prisma.$transaction(async (tx): Promise<SignUpRecord> => {
      const existing = await tx.user.findUnique({ where: { email: request.email }, select: { id: true, emailVerified: true, firstName: true } });
      if (existing?.emailVerified) return { kind: "confirmed_account", userId: existing.id, firstName: existing.firstName };
      const profile = {
        firstName: request.firstName,
        displayName: request.firstName,
        name: request.firstName,
        passwordHash: request.passwordHash,
        signupKeyHash: request.signupKeyHash,
        marketingEmails: request.marketingEmails,
        marketingConsentAt: request.marketingEmails ? now : null,
      };
      // Nobody has proved this mailbox yet: the latest sign-up's details replace the earlier ones
      // and its link voids the earlier links. Whoever opens it elsewhere than in this browser must
      // type this password or choose their own (lib/auth/confirm-signup.ts).
      const user = existing
        ? await tx.user.update({ where: { id: existing.id }, data: { ...profile, sessionVersion: { increment: 1 } }, select: { id: true } })
        : await tx.user.create({ data: { email: request.email, firstGuideClaimed: false, ...profile }, select: { id: true } });
      await tx.oneTimeToken.updateMany({ where: { userId: user.id, purpose: "email_confirmation", consumedAt: null }, data: { consumedAt: now } });
      await tx.oneTimeToken.create({
        data: {
          userId: user.id,
          purpose: "email_confirmation",
          tokenHash: hashToken(request.token),
          expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.email_confirmation),
        },
      });
      return { kind: "recorded", userId: user.id, confirmation: await recordEmailIn(tx, confirmation, now) };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two sign-ups for a new address at once: the one that lost the insert runs again as the later one.
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}
