// The password check behind every credentials sign-in (Auth.js `authorize`), with the limits in
// the same place so no way in can skip them: each attempt counts against the account and the
// client's IP bucket before any password is verified, and a correct password forgets the
// account's failures. A lock lasts one window (RATE_LIMIT_WINDOW_SECONDS), so an attacker cannot
// keep a real person out for long, and cannot choose a fresh IP bucket (lib/rate-limit/client-ip.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { authRules, hitAll, pruneExpiredCounters, reset } from "@/lib/rate-limit";
import { dummyPasswordHash, verifyPassword } from "./password";
import { signInSchema } from "./schemas";

export type CredentialsCheck = { ok: true; user: { id: string; email: string } } | { ok: false; reason: "invalid" | "unconfirmed" | "throttled" };

export async function checkCredentials(prisma: PrismaClient, input: unknown, ipBucket: string, now = new Date()): Promise<CredentialsCheck> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { email, password } = parsed.data;
  const rules = authRules();
  // Unknown addresses count too: the answer must not tell which accounts exist.
  const allowed = await hitAll(
    prisma,
    [
      [rules.signInPerAccount, email],
      [rules.signInPerIp, ipBucket],
    ],
    now,
  );
  if (!allowed) return { ok: false, reason: "throttled" };
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true },
  });
  // Verifying against a dummy hash when there is no account keeps the response time the same.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user?.passwordHash || !valid) return { ok: false, reason: "invalid" };
  // Also sweep a batch of stale counters now and then, so the table needs no scheduled job.
  await Promise.all([reset(prisma, rules.signInPerAccount, email), pruneExpiredCounters(prisma, now)]);
  if (!user.emailVerified) return { ok: false, reason: "unconfirmed" };
  return { ok: true, user: { id: user.id, email: user.email } };
}
