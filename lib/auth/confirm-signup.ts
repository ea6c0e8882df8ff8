import "server-only";
// What a confirmation link does to the account. The link proves the mailbox; the pending password
// was chosen by whoever signed up, who need not be the mailbox's owner. So a password survives the
// confirmation only where someone at this browser is known to have chosen it:
// - the browser that signed up (it holds the sign-up key) is confirmed and signed in by the link;
// - any other browser first types the password chosen at sign-up (a person who signed up on a
//   laptop and opens the link on a phone does the sign-in they would do anyway);
// - a person who never signed up cannot, and chooses their own password instead: the account is
//   confirmed with it and the other one is dropped, with every session and linked sign-in method.
// The token is claimed in the same transaction that confirms the account, so a failure on the way
// (a database outage) changes nothing and the link still works afterwards.
// Once the account is confirmed, its links confirm nothing more and change nothing: the answer is
// "already confirmed", which only a holder of a link this shop sent to that address can get (a
// stranger's made-up or other link reads "expired", confirmed account or not). The browser that
// confirmed it on its sign-up key alone is signed in again by the link it used, while the link's
// 24 hours last and no reset or sign-in method has ended the account's sessions since: the answer
// that should have signed it in may have been lost (a crash), and the action forgets that key once
// an answer does arrive (lib/auth-actions/actions.ts).
import { db } from "@/lib/db";
import { welcomePromise } from "@/lib/email/auth-emails";
import { promiseEmailsIn } from "@/lib/email/promised";
import { authRules, hit } from "@/lib/rate-limit";
import { hashPassword, verifyPassword } from "./password";
import { hashToken, isTokenShaped } from "./tokens";

/** How the person at the link's browser shows they may keep or set the password. */
export type ConfirmationProof =
  | { signupKey: string | null; password?: undefined; newPassword?: undefined }
  | { signupKey: string | null; password: string; newPassword?: undefined }
  | { signupKey: string | null; password?: undefined; newPassword: string };

export type ConfirmationOutcome =
  | { ok: true; userId: string; email: string }
  | {
      ok: false;
      /** link_expired: unknown, used or expired while the account is unconfirmed; already_confirmed:
       * a link of this account, which is confirmed (sign in to go on); password_required: another
       * browser, the sign-up's password (or "choose my own") is needed; choose_password: there is no
       * password to type; wrong_password; throttled: too many wrong passwords for this account. */
      reason: "link_expired" | "already_confirmed" | "password_required" | "choose_password" | "wrong_password" | "throttled";
    };

export async function confirmSignUpLink(token: string, proof: ConfirmationProof, now = new Date()): Promise<ConfirmationOutcome> {
  if (!isTokenShaped(token)) return { ok: false, reason: "link_expired" };
  const tokenHash = hashToken(token);
  const first = await confirmOnce(tokenHash, proof, now);
  // Another request confirmed the account between the read and the claim (two clicks at once): the
  // answer is the one a later click gets.
  if (first !== "claim_lost") return first;
  const again = await confirmOnce(tokenHash, proof, now);
  return again === "claim_lost" ? { ok: false, reason: "link_expired" } : again;
}

async function confirmOnce(tokenHash: string, proof: ConfirmationProof, now: Date): Promise<ConfirmationOutcome | "claim_lost"> {
  const row = await db().oneTimeToken.findUnique({
    where: { tokenHash },
    select: {
      purpose: true,
      consumedAt: true,
      expiresAt: true,
      usedBySignupKeyHash: true,
      usedAtSessionVersion: true,
      user: { select: { id: true, email: true, passwordHash: true, signupKeyHash: true, emailVerified: true, sessionVersion: true } },
    },
  });
  if (!row || row.purpose !== "email_confirmation") return { ok: false, reason: "link_expired" };
  const { user } = row;
  const presentedKeyHash = proof.signupKey === null ? null : hashToken(proof.signupKey);
  if (user.emailVerified) {
    const sameBrowserAgain =
      presentedKeyHash !== null && presentedKeyHash === row.usedBySignupKeyHash && row.usedAtSessionVersion === user.sessionVersion && row.expiresAt > now;
    return sameBrowserAgain ? { ok: true, userId: user.id, email: user.email } : { ok: false, reason: "already_confirmed" };
  }
  if (row.consumedAt || row.expiresAt <= now) return { ok: false, reason: "link_expired" };

  let newPasswordHash: string | undefined;
  const fromSignupBrowser = presentedKeyHash !== null && user.signupKeyHash !== null && presentedKeyHash === user.signupKeyHash;
  if (proof.newPassword !== undefined) {
    newPasswordHash = await hashPassword(proof.newPassword);
  } else if (!fromSignupBrowser) {
    if (user.passwordHash === null) return { ok: false, reason: "choose_password" };
    if (proof.password === undefined) return { ok: false, reason: "password_required" };
    // Wrong guesses count like failed sign-ins of the account (the link holder can always choose
    // their own password instead, so there is nothing to gain by guessing).
    if (!(await hit(authRules().signInPerAccount, user.email, now))) return { ok: false, reason: "throttled" };
    if (!(await verifyPassword(user.passwordHash, proof.password))) return { ok: false, reason: "wrong_password" };
  }

  const confirmed = await db().$transaction(async (tx) => {
    const claimed = await tx.oneTimeToken.updateMany({
      where: { tokenHash, consumedAt: null, expiresAt: { gt: now } },
      data: { consumedAt: now },
    });
    if (claimed.count !== 1) return false;
    // Other confirmation links of the account stop working; sessions from before end (a new
    // session version). A password chosen here replaces the sign-up's, and whatever sign-in
    // methods that stranger could have attached go with it.
    await tx.oneTimeToken.updateMany({ where: { userId: user.id, purpose: "email_confirmation", consumedAt: null }, data: { consumedAt: now } });
    const { sessionVersion } = await tx.user.update({
      where: { id: user.id },
      data: {
        emailVerified: now,
        signupKeyHash: null,
        sessionVersion: { increment: 1 },
        ...(newPasswordHash === undefined ? {} : { passwordHash: newPasswordHash }),
      },
      select: { sessionVersion: true },
    });
    // The browser that confirmed on its key alone may open this link again (its answer lost).
    if (newPasswordHash === undefined && fromSignupBrowser) {
      await tx.oneTimeToken.update({ where: { tokenHash }, data: { usedBySignupKeyHash: presentedKeyHash, usedAtSessionVersion: sessionVersion } });
    }
    await tx.session.deleteMany({ where: { userId: user.id } });
    if (newPasswordHash !== undefined) await tx.account.deleteMany({ where: { userId: user.id } });
    // The welcome comes with the confirmation, whatever happens to this process after the commit.
    await promiseEmailsIn(tx, [welcomePromise(user)], now);
    return true;
  });
  if (!confirmed) return "claim_lost";
  return { ok: true, userId: user.id, email: user.email };
}
