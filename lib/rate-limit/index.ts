// Fixed-window rate limits with counters in the database, so they hold across app instances.
// Limits come from configuration (RATE_LIMIT_* variables) with safe defaults; no request header
// or parameter can lift them (per-IP buckets: see ./client-ip.ts).
import type { PrismaClient } from "@/lib/generated/prisma/client";

export type RateLimitRule = { name: string; limit: number; windowSeconds: number };

function configured(name: string, fallback: number): number {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function windowSeconds(): number {
  return configured("RATE_LIMIT_WINDOW_SECONDS", 15 * 60);
}

/** Per account and per IP; short windows so an attacker cannot lock a real user out for long. */
export function authRules() {
  const window = windowSeconds();
  return {
    signInPerAccount: { name: "sign-in:account", limit: configured("RATE_LIMIT_SIGNIN_PER_ACCOUNT", 10), windowSeconds: window },
    signInPerIp: { name: "sign-in:ip", limit: configured("RATE_LIMIT_SIGNIN_PER_IP", 50), windowSeconds: window },
    emailPerAccount: { name: "email:account", limit: configured("RATE_LIMIT_EMAIL_PER_ACCOUNT", 5), windowSeconds: window },
    emailPerIp: { name: "email:ip", limit: configured("RATE_LIMIT_EMAIL_PER_IP", 30), windowSeconds: window },
    signUpPerIp: { name: "sign-up:ip", limit: configured("RATE_LIMIT_SIGNUP_PER_IP", 20), windowSeconds: window },
    resetPerIp: { name: "reset:ip", limit: configured("RATE_LIMIT_RESET_PER_IP", 20), windowSeconds: window },
  } satisfies Record<string, RateLimitRule>;
}

/** The contact form sends an e-mail to support for every message. */
export function contactRules() {
  const window = windowSeconds();
  return {
    perIp: { name: "contact:ip", limit: configured("RATE_LIMIT_CONTACT_PER_IP", 10), windowSeconds: window },
    perSender: { name: "contact:sender", limit: configured("RATE_LIMIT_CONTACT_PER_SENDER", 3), windowSeconds: window },
  } satisfies Record<string, RateLimitRule>;
}

/** The account page's data export builds a file from every table that holds the person. */
export function accountRules() {
  return {
    exportPerAccount: { name: "account-export:account", limit: configured("RATE_LIMIT_EXPORT_PER_ACCOUNT", 5), windowSeconds: windowSeconds() },
  } satisfies Record<string, RateLimitRule>;
}

function keyOf(rule: RateLimitRule, subject: string): string {
  return `${rule.name}:${subject.toLowerCase()}`.slice(0, 300);
}

/** Counts one attempt; returns false when the limit for this key is already used up. */
export async function hit(prisma: PrismaClient, rule: RateLimitRule, subject: string, now = new Date()): Promise<boolean> {
  const key = keyOf(rule, subject);
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

/** Counts one attempt against every rule (all of them, so a refused attempt still counts
 * everywhere); true only when none is used up. */
export async function hitAll(prisma: PrismaClient, checks: readonly (readonly [RateLimitRule, string])[], now = new Date()): Promise<boolean> {
  const results = await Promise.all(checks.map(([rule, subject]) => hit(prisma, rule, subject, now)));
  return results.every(Boolean);
}

/** Forgets the failures of a key after a success (e.g. a correct password). */
export async function reset(prisma: PrismaClient, rule: RateLimitRule, subject: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key: keyOf(rule, subject) } });
}

/** Deletes a bounded batch of counters whose window has passed (indexed by expires_at), so the
 * table stays small without a scheduled job. */
export async function pruneExpiredCounters(prisma: PrismaClient, now = new Date(), batch = 200): Promise<number> {
  return prisma.$executeRaw`
    DELETE FROM rate_limits WHERE key IN (SELECT key FROM rate_limits WHERE expires_at <= ${now} LIMIT ${batch})`;
}
