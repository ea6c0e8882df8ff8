import "server-only";
// Changing the password from the account page. The current password is checked by the same code
// as every sign-in (lib/auth/credentials.ts), so its limits apply here too and a stolen session
// cannot guess it. Every other session of the person ends (their rows go: a token without its row
// is refused, lib/auth/session-check.ts); the one making the change stays signed in. The session
// version is not bumped, since that would also end the current session. Unused reset links die too.
import type { ActionResult } from "@/lib/action-result";
import { db } from "@/lib/db";
import { checkCredentials, type SignInClient } from "@/lib/auth/credentials";
import { hashPassword } from "@/lib/auth/password";
import { firstIssue } from "@/lib/auth/schemas";
import { ACCOUNT_MESSAGES } from "./messages";
import { changePasswordSchema } from "./schemas";

export async function changePassword(
  user: { id: string; email: string },
  input: unknown,
  context: { currentSessionId: string | null; client: SignInClient },
  now = new Date(),
): Promise<ActionResult> {
  const parsed = changePasswordSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: firstIssue(parsed.error) };
  const account = await db().user.findUnique({ where: { id: user.id }, select: { passwordHash: true } });
  if (!account) return { ok: false, code: "sign_in", error: ACCOUNT_MESSAGES.signIn };
  if (!account.passwordHash) return { ok: false, error: ACCOUNT_MESSAGES.noPassword };
  const check = await checkCredentials({ email: user.email, password: parsed.data.currentPassword }, context.client, now);
  if (!check.ok) return { ok: false, error: check.reason === "throttled" ? ACCOUNT_MESSAGES.tooMany : ACCOUNT_MESSAGES.wrongPassword };
  if (check.user.id !== user.id) return { ok: false, error: ACCOUNT_MESSAGES.wrongPassword };

  const passwordHash = await hashPassword(parsed.data.newPassword);
  await db().$transaction([
    db().user.update({ where: { id: user.id }, data: { passwordHash }, select: { id: true } }),
    db().session.deleteMany({
      where: { userId: user.id, ...(context.currentSessionId ? { sessionToken: { not: context.currentSessionId } } : {}) },
    }),
    db().oneTimeToken.updateMany({ where: { userId: user.id, purpose: "password_reset", consumedAt: null }, data: { consumedAt: now } }),
  ]);
  return { ok: true };
}
