import "server-only";
// The password check behind every credentials sign-in (Auth.js `authorize`, the account page's
// password confirmations), with the limits in the same place so no way in can skip them. Only
// failures count: an attempt is counted before the password is verified (so attempts made at the
// same moment cannot all slip under a limit) and given back when the password is right.
// - A client the account does not know counts against the account (for such clients only) and
//   against its IP bucket, when its address is known (lib/rate-limit/client-ip.ts); brute force of
//   one account stays slow from any number of addresses.
// - A browser holding the account's device cookie (./device-cookie.ts) counts against its own
//   small budget instead, so failures caused by others never keep the owner out.
// A lock lasts one window (RATE_LIMIT_WINDOW_SECONDS).
import { db } from "@/lib/db";
import { authRules, hitAll, pruneExpiredCounters, refund, reset, type RateLimitRule } from "@/lib/rate-limit";
import type { DeviceClaim } from "./device-cookie";
import { dummyPasswordHash, verifyPassword } from "./password";
import { signInSchema } from "./schemas";

export type CredentialsCheck = { ok: true; user: { id: string; email: string } } | { ok: false; reason: "invalid" | "unconfirmed" | "throttled" };

/** Who is trying: the per-IP bucket (null when the address is unknown) and the device cookie the
 * browser presented, already verified (lib/auth/sign-in-client.ts). */
export type SignInClient = { ipBucket: string | null; device: DeviceClaim | null };

export async function checkCredentials(input: unknown, client: SignInClient, now = new Date()): Promise<CredentialsCheck> {
  const parsed = signInSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid" };
  const { email, password } = parsed.data;
  const rules = authRules();
  const user = await db().user.findUnique({
    where: { email },
    select: { id: true, email: true, passwordHash: true, emailVerified: true },
  });
  // Unknown addresses take the same path (buckets, a hash check): the answer must not tell which
  // accounts exist. A device cookie counts only for the account it names.
  const device = user && client.device?.userId === user.id ? client.device : null;
  const buckets: [RateLimitRule, string | null][] = device
    ? [[rules.signInPerDevice, device.deviceId]]
    : [
        [rules.signInPerAccount, email],
        [rules.signInPerIp, client.ipBucket],
      ];
  if (!(await hitAll(buckets, now))) return { ok: false, reason: "throttled" };
  // Verifying against a dummy hash when there is no account keeps the response time the same.
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user?.passwordHash || !valid) return { ok: false, reason: "invalid" };
  // The right password: the account's (or this device's) failures are forgotten, and the attempt
  // is given back to the IP bucket. Also sweep a batch of stale counters now and then, so the
  // table needs no scheduled job.
  await Promise.all([
    device ? reset(rules.signInPerDevice, device.deviceId) : reset(rules.signInPerAccount, email),
    client.ipBucket && !device ? refund(rules.signInPerIp, client.ipBucket, now) : undefined,
    pruneExpiredCounters(now),
  ]);
  if (!user.emailVerified) return { ok: false, reason: "unconfirmed" };
  return { ok: true, user: { id: user.id, email: user.email } };
}
