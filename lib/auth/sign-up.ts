import "server-only";
// A sign-up, written whole or not at all: the account (or, for an address nobody has confirmed
// yet, the latest sign-up's name, password and browser), its confirmation token and the record of
// the confirmation e-mail go in one transaction, so no account exists without its e-mail on the
// way; the e-mail is sent after the commit, and the scheduled job sends it should that fail.
// An address whose owner has confirmed it is left alone: the caller tells the owner by e-mail.
import { db, Prisma } from "@/lib/db";
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

/** What an account is created with: every account, whichever form creates it, goes through
 * createOrTakeOverAccount. `emailVerified` is set only when the mailbox was proved on the way (a
 * gift link); marketing e-mails are off unless the person ticked the box. */
export type AccountProfile = {
  email: string;
  firstName: string;
  passwordHash: string;
  signupKeyHash: string | null;
  marketingEmails: boolean;
  emailVerified: Date | null;
};

export type AccountOutcome = { kind: "created" | "taken_over"; userId: string } | { kind: "confirmed_account"; userId: string; firstName: string | null };

/** Creates the account of an address, inside the caller's transaction. An address whose owner has
 * confirmed it is left alone (`confirmed_account`). An unconfirmed account belongs to nobody yet:
 * the latest details replace the earlier ones and its sessions end (`taken_over`). A concurrent
 * creation of the same address fails the transaction with a unique violation: run it again
 * (retryOnUniqueViolation). */
export async function createOrTakeOverAccount(tx: Prisma.TransactionClient, profile: AccountProfile, now = new Date()): Promise<AccountOutcome> {
  const existing = await tx.user.findUnique({ where: { email: profile.email }, select: { id: true, emailVerified: true, firstName: true } });
  if (existing?.emailVerified) return { kind: "confirmed_account", userId: existing.id, firstName: existing.firstName };
  const data = {
    firstName: profile.firstName,
    displayName: profile.firstName,
    name: profile.firstName,
    passwordHash: profile.passwordHash,
    signupKeyHash: profile.signupKeyHash,
    marketingEmails: profile.marketingEmails,
    marketingConsentAt: profile.marketingEmails ? now : null,
    emailVerified: profile.emailVerified,
  };
  if (!existing) {
    const user = await tx.user.create({ data: { email: profile.email, firstGuideClaimed: false, ...data }, select: { id: true } });
    return { kind: "created", userId: user.id };
  }
  await tx.user.update({ where: { id: existing.id }, data: { ...data, sessionVersion: { increment: 1 } }, select: { id: true } });
  await tx.session.deleteMany({ where: { userId: existing.id } });
  return { kind: "taken_over", userId: existing.id };
}

/** Runs a transaction that creates an account; the one that lost a race for a new address runs
 * again, and then finds the winner's account. */
export async function retryOnUniqueViolation<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return attempt();
  }
}

export async function recordSignUp(request: SignUpRequest, confirmation: OutgoingEmail, now = new Date()): Promise<SignUpRecord> {
  return retryOnUniqueViolation(() =>
    db().$transaction(async (tx): Promise<SignUpRecord> => {
      // Nobody has proved this mailbox yet: the latest sign-up's details replace the earlier ones
      // and its link voids the earlier links. Whoever opens it elsewhere than in this browser must
      // type this password or choose their own (lib/auth/confirm-signup.ts).
      const account = await createOrTakeOverAccount(
        tx,
        {
          email: request.email,
          firstName: request.firstName,
          passwordHash: request.passwordHash,
          signupKeyHash: request.signupKeyHash,
          marketingEmails: request.marketingEmails,
          emailVerified: null,
        },
        now,
      );
      if (account.kind === "confirmed_account") return account;
      const userId = account.userId;
      await tx.oneTimeToken.updateMany({ where: { userId, purpose: "email_confirmation", consumedAt: null }, data: { consumedAt: now } });
      await tx.oneTimeToken.create({
        data: {
          userId,
          purpose: "email_confirmation",
          tokenHash: hashToken(request.token),
          expiresAt: new Date(now.getTime() + TOKEN_TTL_MS.email_confirmation),
        },
      });
      return { kind: "recorded", userId, confirmation: await recordEmailIn(tx, confirmation, now) };
    }),
  );
}
