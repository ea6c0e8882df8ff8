import "server-only";
// Server-side state behind the JWT sessions. Each sign-in opens a row in `sessions` whose id the
// token carries; every use of the token checks, in one query, that the row still exists for that
// user and has not expired, that the token's session version is current (a password reset bumps
// it), and recomputes admin status from the ADMIN_EMAILS rule with a confirmed e-mail. Signing out
// deletes the row, so a copied cookie stops working at once; a password reset deletes them all.
import { db } from "@/lib/db";
import { randomBytes } from "node:crypto";
import { accountName } from "@/lib/account-name";
import { isAdminAccount } from "@/lib/admin-emails";

/** A session lasts at most this long from sign-in (also the JWT's maxAge). */
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export type SessionIdentity = { sessionVersion: number; name: string; email: string; isAdmin: boolean };
export type SessionClaims = { userId: string; sessionId: string; sessionVersion: number };

const identityFields = { sessionVersion: true, email: true, emailVerified: true, firstName: true, displayName: true, name: true } as const;

type IdentityRow = {
  sessionVersion: number;
  email: string;
  emailVerified: Date | null;
  firstName: string | null;
  displayName: string | null;
  name: string | null;
};

function identityOf(row: IdentityRow, adminEmails: readonly string[]): SessionIdentity {
  return {
    sessionVersion: row.sessionVersion,
    name: accountName(row),
    email: row.email,
    isAdmin: isAdminAccount(adminEmails, row),
  };
}

/** The claims a token must carry to be checked; null for tokens from before session rows. */
export function sessionClaimsOf(token: Record<string, unknown>): SessionClaims | null {
  const { uid, sid, sv } = token;
  if (typeof uid !== "string" || typeof sid !== "string" || typeof sv !== "number") return null;
  return { userId: uid, sessionId: sid, sessionVersion: sv };
}

/** A sign-in happening now: opens the session row the new token will point at. */
export async function startSession(
  userId: string,
  adminEmails: readonly string[],
  now = new Date(),
): Promise<(SessionIdentity & { sessionId: string }) | null> {
  const user = await db().user.findUnique({ where: { id: userId }, select: identityFields });
  if (!user) return null;
  const sessionId = randomBytes(32).toString("base64url");
  await db().session.create({ data: { sessionToken: sessionId, userId, expires: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000) } });
  await pruneExpiredSessions(now);
  return { ...identityOf(user, adminEmails), sessionId };
}

/** A token presented again: its identity, or null when the session has ended. */
export async function checkSession(claims: SessionClaims, adminEmails: readonly string[], now = new Date()): Promise<SessionIdentity | null> {
  const row = await db().session.findUnique({
    where: { sessionToken: claims.sessionId },
    select: { userId: true, expires: true, user: { select: identityFields } },
  });
  if (!row || row.userId !== claims.userId || row.expires <= now) return null;
  if (row.user.sessionVersion !== claims.sessionVersion) return null;
  return identityOf(row.user, adminEmails);
}

/** Sign-out: the token's row goes, so the token is refused from now on. */
export async function endSession(sessionId: unknown): Promise<void> {
  if (typeof sessionId !== "string" || sessionId === "") return;
  await db().session.deleteMany({ where: { sessionToken: sessionId } });
}

/** Deletes a bounded batch of expired rows (indexed by expires), run at each sign-in, so the table
 * stays small without a scheduled job. */
export async function pruneExpiredSessions(now = new Date(), batch = 200): Promise<number> {
  const expired = await db().session.findMany({ where: { expires: { lte: now } }, select: { id: true }, take: batch });
  if (expired.length === 0) return 0;
  const { count } = await db().session.deleteMany({ where: { id: { in: expired.map((row) => row.id) }, expires: { lte: now } } });
  return count;
}
