// Setting a new password from a reset link. The link is checked before the password is hashed
// (hashing costs 19 MiB and real CPU time, so only a live link gets that far), claimed once, and
// the change ends every session of the user: a new session version and no session rows.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { hashPassword } from "./password";
import { consumeToken, peekToken } from "./tokens";

export type PasswordResetResult = { ok: true; userId: string } | { ok: false; reason: "link_expired" };

export async function resetPasswordWithToken(prisma: PrismaClient, token: string, password: string, now = new Date()): Promise<PasswordResetResult> {
  if (!(await peekToken(prisma, token, "password_reset", now))) return { ok: false, reason: "link_expired" };
  const passwordHash = await hashPassword(password);
  const claimed = await consumeToken(prisma, token, "password_reset", now);
  if (!claimed.ok) return { ok: false, reason: "link_expired" };
  // Proving access to the inbox also confirms the address; the password chosen here replaces any
  // other, whoever chose that (lib/auth/confirm-signup.ts).
  await prisma.$transaction([
    prisma.user.update({
      where: { id: claimed.userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerified: now, signupKeyHash: null },
    }),
    prisma.session.deleteMany({ where: { userId: claimed.userId } }),
  ]);
  return { ok: true, userId: claimed.userId };
}
