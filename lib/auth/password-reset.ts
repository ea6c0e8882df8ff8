import "server-only";
// Setting a new password from a reset link. The link is checked before the password is hashed
// (hashing costs 19 MiB and real CPU time, so only a live link gets that far); then one transaction
// claims it and makes the change, which ends every session of the user (a new session version and
// no session rows). A failure on the way (a database outage) changes nothing: the link still works.
import { db } from "@/lib/db";
import { hashPassword } from "./password";
import { hashToken, peekToken } from "./tokens";

export type PasswordResetResult = { ok: true; userId: string } | { ok: false; reason: "link_expired" };

export async function resetPasswordWithToken(token: string, password: string, now = new Date()): Promise<PasswordResetResult> {
  if (!(await peekToken(token, "password_reset", now))) return { ok: false, reason: "link_expired" };
  const passwordHash = await hashPassword(password);
  const tokenHash = hashToken(token);
  const userId = await db().$transaction(async (tx) => {
    const claimed = await tx.oneTimeToken.updateMany({
      where: { tokenHash, purpose: "password_reset", consumedAt: null, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    if (claimed.count !== 1) return null;
    const { userId } = await tx.oneTimeToken.findUniqueOrThrow({ where: { tokenHash }, select: { userId: true } });
    // Proving access to the inbox also confirms the address; the password chosen here replaces any
    // other, whoever chose that (lib/auth/confirm-signup.ts).
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: now, signupKeyHash: null },
      select: { id: true },
    });
    await tx.session.deleteMany({ where: { userId } });
    return userId;
  });
  return userId ? { ok: true, userId } : { ok: false, reason: "link_expired" };
}

/** Whether a reset link can still set a password, for the page it opens (nothing is used up):
 * "unknown" when the database could not say, and the form's submit decides then. */
export async function resetLinkState(token: string, now = new Date()): Promise<"live" | "dead" | "unknown"> {
  try {
    return (await peekToken(token, "password_reset", now)) ? "live" : "dead";
  } catch {
    return "unknown";
  }
}
