import "server-only";
// Who may sign in with Google. Auth.js signs a Google account in to the user it is
// linked to; otherwise it links it to the user with the same e-mail (the provider allows that so
// a person can use both ways) or to whoever the browser is still signed in as, or creates a new
// user. A password account and a Google sign-in meet only when both sides verified the address;
// an account nobody confirmed yet is taken over by the Google user, whose address Google verified.
import { getToken } from "next-auth/jwt";
import type { Adapter } from "next-auth/adapters";
import { db, type Prisma } from "@/lib/db";

/** Why a Google sign-in was refused: the `error` the login page explains. */
export type GoogleRefusal = "GoogleEmailNotVerified" | "GoogleOtherSession";

export type GoogleSignInAttempt = {
  /** Google's `sub` for this account. */
  providerAccountId: string;
  /** The profile's `email` and `email_verified` claims, as Google sent them. */
  email: unknown;
  emailVerified: unknown;
  /** The user of a session cookie the returning browser carries (Auth.js would link to it). */
  sessionUserId: string | null;
};

export async function googleSignInRefusal(attempt: GoogleSignInAttempt): Promise<GoogleRefusal | null> {
  const email = typeof attempt.email === "string" ? attempt.email.trim().toLowerCase() : "";
  if (attempt.emailVerified !== true || email === "") return "GoogleEmailNotVerified";

  const linked = await db().account.findUnique({
    where: { provider_providerAccountId: { provider: "google", providerAccountId: attempt.providerAccountId } },
    select: { userId: true },
  });
  let userId: string | null;
  if (linked) {
    userId = linked.userId;
  } else {
    const owner = await db().user.findUnique({ where: { email }, select: { id: true, emailVerified: true } });
    userId = owner?.id ?? null;
    // Auth.js would attach the Google account to the session the browser comes back with, also a
    // stale one; that must not give someone holding another person's cookie a lasting way in.
    if (attempt.sessionUserId !== null && attempt.sessionUserId !== userId) return "GoogleOtherSession";
    // Whoever made an unconfirmed account never proved the address, and Google just did: the
    // account becomes the Google user's, without the password (and name) its sign-up chose.
    if (owner && !owner.emailVerified) await claimUnconfirmedAccount(owner.id);
    return null;
  }
  if (attempt.sessionUserId !== null && attempt.sessionUserId !== userId) return "GoogleOtherSession";
  return null;
}

/** An unconfirmed account taken over by the owner of its address: confirmed, every password, link
 * and session of the sign-up gone, so a stranger who signed up first keeps nothing. */
async function claimUnconfirmedAccount(userId: string, now = new Date()): Promise<void> {
  await db().$transaction([
    db().user.updateMany({
      where: { id: userId, emailVerified: null },
      data: {
        emailVerified: now,
        passwordHash: null,
        signupKeyHash: null,
        firstName: null,
        displayName: null,
        name: null,
        sessionVersion: { increment: 1 },
      },
    }),
    db().oneTimeToken.updateMany({ where: { userId, consumedAt: null }, data: { consumedAt: now } }),
    db().session.deleteMany({ where: { userId } }),
    db().account.deleteMany({ where: { userId } }),
  ]);
}

/** A sign-in method joined an account: every session from before ends (a new session version), so
 * whoever held one before the owner proved the address keeps nothing. The sign-in that linked it
 * opens its session after this. */
export async function endSessionsOnLink(userId: string): Promise<void> {
  await db().$transaction([
    db().user.update({ where: { id: userId }, data: { sessionVersion: { increment: 1 } }, select: { id: true } }),
    db().session.deleteMany({ where: { userId } }),
  ]);
}

/** After a Google sign-in: an account without a name takes `name` (from the provider's profile),
 * and a new account counts as confirmed: Auth.js creates it with emailVerified null, and the
 * sign-in was only let in because Google verified the address (admin rights need it). Answers the
 * account's address and name as they were, or null when it no longer exists. */
export async function adoptGoogleProfile(userId: string, name: string | null, isNewUser: boolean, now = new Date()) {
  const current = await db().user.findUnique({ where: { id: userId }, select: { firstName: true, email: true } });
  if (!current) return null;
  const data: Prisma.UserUpdateInput = {};
  if (!current.firstName && name) {
    data.firstName = name;
    data.displayName = name;
  }
  if (isNewUser) data.emailVerified = now;
  if (Object.keys(data).length > 0) await db().user.update({ where: { id: userId }, data });
  return current;
}

/** The user id of a session cookie in a request's Cookie header, decoded as Auth.js decodes it
 * when it links an account to the signed-in user (without the server-side version check). */
export async function sessionUserInCookies(cookieHeader: string | null, secret: string | undefined): Promise<string | null> {
  if (!cookieHeader || !secret) return null;
  for (const secureCookie of [false, true]) {
    const token = await getToken({ req: { headers: { cookie: cookieHeader } }, secret, secureCookie });
    if (typeof token?.sub === "string") return token.sub;
  }
  return null;
}

/** Auth.js links a Google account by e-mail through this lookup; it answers only with a confirmed
 * account, so an unconfirmed one made between the check above and the link is never linked. */
export function linkOnlyConfirmedEmails(adapter: Adapter): Adapter {
  const getUserByEmail = adapter.getUserByEmail?.bind(adapter);
  if (!getUserByEmail) return adapter;
  return {
    ...adapter,
    async getUserByEmail(email) {
      const user = await getUserByEmail(email);
      if (user && !user.emailVerified) throw new Error("refusing to link a sign-in to an account whose e-mail is not confirmed");
      return user;
    },
  };
}
