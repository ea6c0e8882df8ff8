// Fixed-window rate limits with counters in the database, so they hold across app instances.
// Limits come from configuration (RATE_LIMIT_* variables) with safe defaults; no request header
// or parameter can lift them.
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

function configured(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Per account and per IP; short windows so an attacker cannot lock a real user out for long. */
export function authRules() {
  const window = configured("RATE_LIMIT_WINDOW_SECONDS", 15 * 60);
  return {
    signInPerAccount: { name: "sign-in:account", limit: configured("RATE_LIMIT_SIGNIN_PER_ACCOUNT", 10), windowSeconds: window },
    signInPerIp: { name: "sign-in:ip", limit: configured("RATE_LIMIT_SIGNIN_PER_IP", 50), windowSeconds: window },
    emailPerAccount: { name: "email:account", limit: configured("RATE_LIMIT_EMAIL_PER_ACCOUNT", 5), windowSeconds: window },
    emailPerIp: { name: "email:ip", limit: configured("RATE_LIMIT_EMAIL_PER_IP", 30), windowSeconds: window },
    signUpPerIp: { name: "sign-up:ip", limit: configured("RATE_LIMIT_SIGNUP_PER_IP", 20), windowSeconds: window },
  } satisfies Record<string, RateLimitRule>;
}

/** Counts one attempt; returns false when the limit for this key is already used up. */
export async function hit(prisma: PrismaClient, rule: RateLimitRule, subject: string, now = new Date()): Promise<boolean> {
  const key = `${rule.name}:${subject.toLowerCase()}`.slice(0, 300);
  const expiresAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    INSERT INTO rate_limits (key, count, window_start, expires_at)
    VALUES (${key}, 1, ${now}, ${expiresAt})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.expires_at <= ${now} THEN 1 ELSE rate_limits.count + 1 END,
      window_start = CASE WHEN rate_limits.expires_at <= ${now} THEN ${now} ELSE rate_limits.window_start END,
      expires_at = CASE WHEN rate_limits.expires_at <= ${now} THEN ${expiresAt} ELSE rate_limits.expires_at END
    RETURNING count`;
  return (rows[0]?.count ?? 1) <= rule.limit;
}

/** Forgets the failures of a key after a success (e.g. a correct password). */
export async function reset(prisma: PrismaClient, rule: RateLimitRule, subject: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key: `${rule.name}:${subject.toLowerCase()}`.slice(0, 300) } });
}
