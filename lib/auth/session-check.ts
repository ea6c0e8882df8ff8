// The check every session token passes on the server: the user still exists, the token's session
// version is current (a password reset bumps it), and admin status is recomputed from the
// ADMIN_EMAILS rule with a confirmed e-mail.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { isAdminEmail } from "@/lib/admin/admin-emails";

export type SessionIdentity = { sessionVersion: number; name: string; email: string; isAdmin: boolean };

/** `tokenVersion` undefined means a sign-in that is happening now (the token takes the current version). */
export async function checkSession(
  prisma: PrismaClient,
  userId: string,
  tokenVersion: number | undefined,
  adminEmails: readonly string[],
): Promise<SessionIdentity | null> {
  const row = await prisma.user.findUnique({
    where: { id: userId },
    select: { sessionVersion: true, email: true, emailVerified: true, firstName: true, displayName: true, name: true },
  });
  if (!row) return null;
  if (tokenVersion !== undefined && tokenVersion !== row.sessionVersion) return null;
  return {
    sessionVersion: row.sessionVersion,
    name: row.displayName ?? row.firstName ?? row.name ?? row.email.split("@")[0] ?? "",
    email: row.email,
    isAdmin: Boolean(row.emailVerified) && isAdminEmail(adminEmails, row.email),
  };
}
