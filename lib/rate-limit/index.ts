import "server-only";
// Fixed-window rate limits with counters in the database, so they hold across app instances.
// Limits come from configuration (RATE_LIMIT_* variables, defaults in lib/env.ts); no request header
// or parameter can lift them (per-IP buckets: see ./client-ip.ts). Limits per e-mail address count
// the address as typed, and all other spellings of its inbox together (./address-key.ts).
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { addressBuckets } from "./address-key";

/** `keyedBy: "address"`: the subject is an e-mail address, counted in its buckets (./address-key.ts). */
export type RateLimitRule = { name: string; limit: number; windowSeconds: number; keyedBy?: "address" };

/** Per account and per IP; short windows so an attacker cannot lock a real user out for long.
 * Sign-in failures count per account and per IP for clients the account does not know, and per
 * device for a browser holding the account's device cookie (lib/auth/device-cookie.ts). */
export function authRules() {
  const config = env();
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return {
    signInPerAccount: { name: "sign-in:account", limit: config.RATE_LIMIT_SIGNIN_PER_ACCOUNT, windowSeconds },
    signInPerIp: { name: "sign-in:ip", limit: config.RATE_LIMIT_SIGNIN_PER_IP, windowSeconds },
    signInPerDevice: { name: "sign-in:device", limit: config.RATE_LIMIT_SIGNIN_PER_DEVICE, windowSeconds },
    emailPerAccount: { name: "email:account", limit: config.RATE_LIMIT_EMAIL_PER_ACCOUNT, windowSeconds, keyedBy: "address" },
    // Resets per confirmed account (its id): sign-ups and accounts under other spellings of the inbox cannot use it up.
    resetEmailPerAccount: { name: "email:reset", limit: config.RATE_LIMIT_EMAIL_PER_ACCOUNT, windowSeconds },
    emailPerIp: { name: "email:ip", limit: config.RATE_LIMIT_EMAIL_PER_IP, windowSeconds },
    signUpPerIp: { name: "sign-up:ip", limit: config.RATE_LIMIT_SIGNUP_PER_IP, windowSeconds },
    resetPerIp: { name: "reset:ip", limit: config.RATE_LIMIT_RESET_PER_IP, windowSeconds },
  } satisfies Record<string, RateLimitRule>;
}

/** The contact form sends an e-mail to support for every message. */
export function contactRules() {
  const config = env();
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return {
    perIp: { name: "contact:ip", limit: config.RATE_LIMIT_CONTACT_PER_IP, windowSeconds },
    perSender: { name: "contact:sender", limit: config.RATE_LIMIT_CONTACT_PER_SENDER, windowSeconds, keyedBy: "address" },
  } satisfies Record<string, RateLimitRule>;
}

/** Gift checkouts of a signed-in customer (each one a pending order and a checkout session). */
export function giftRules() {
  const config = env();
  return {
    checkoutPerAccount: { name: "gift-checkout:account", limit: config.RATE_LIMIT_GIFT_CHECKOUT_PER_ACCOUNT, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
  } satisfies Record<string, RateLimitRule>;
}

/** Guide and Atomic Year checkouts a customer starts (each one a pending order and a checkout session at the provider). */
function checkoutRules() {
  const config = env();
  return {
    perAccount: { name: "checkout:account", limit: config.RATE_LIMIT_CHECKOUT_PER_ACCOUNT, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
  } satisfies Record<string, RateLimitRule>;
}

/** Whether a customer may start one more guide or Atomic Year checkout now (counted). */
export function checkoutStartAllowed(userId: string): Promise<boolean> {
  return hitAll([[checkoutRules().perAccount, userId]]);
}

/** Test e-mails an admin sends from the e-mail screens and the developer pages, per admin. */
export function adminRules() {
  const config = env();
  return {
    testEmailsPerAccount: {
      name: "admin-test-email:account",
      limit: config.RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    },
  } satisfies Record<string, RateLimitRule>;
}

/** The account page's data export builds a file from every table that holds the person. */
export function accountRules() {
  const config = env();
  return {
    exportPerAccount: { name: "account-export:account", limit: config.RATE_LIMIT_EXPORT_PER_ACCOUNT, windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS },
  } satisfies Record<string, RateLimitRule>;
}

/** Discount codes tried in the cart and the checkouts: guessing codes one after another is what
 * these stop, so a code that works is given back. */
export function discountRules() {
  const config = env();
  const windowSeconds = config.RATE_LIMIT_WINDOW_SECONDS;
  return {
    guessesPerIp: { name: "discount-guess:ip", limit: config.RATE_LIMIT_DISCOUNT_GUESSES_PER_IP, windowSeconds },
    guessesPerAccount: { name: "discount-guess:account", limit: config.RATE_LIMIT_DISCOUNT_GUESSES_PER_ACCOUNT, windowSeconds },
  } satisfies Record<string, RateLimitRule>;
}

function keysOf(rule: RateLimitRule, subject: string): string[] {
  const counted = rule.keyedBy === "address" ? addressBuckets(subject) : [subject.toLowerCase()];
  return counted.map((bucket) => `${rule.name}:${bucket}`.slice(0, 300));
}

/** Counts one attempt in each of the subject's buckets; returns false when one is already used up. */
export async function hit(rule: RateLimitRule, subject: string, now = new Date()): Promise<boolean> {
  const results = await Promise.all(keysOf(rule, subject).map((key) => hitKey(rule, key, now)));
  return results.every(Boolean);
}

async function hitKey(rule: RateLimitRule, key: string, now: Date): Promise<boolean> {
  const expiresAt = new Date(now.getTime() + rule.windowSeconds * 1000);
  const rows = await db().$queryRaw<{ count: number }[]>`
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
 * everywhere); true only when none is used up. A null subject (a client whose address is unknown,
 * ./client-ip.ts) has no bucket: that rule is skipped, the others still hold. */
export async function hitAll(checks: readonly (readonly [RateLimitRule, string | null])[], now = new Date()): Promise<boolean> {
  const counted = checks.filter((check): check is readonly [RateLimitRule, string] => check[1] !== null);
  const results = await Promise.all(counted.map(([rule, subject]) => hit(rule, subject, now)));
  return results.every(Boolean);
}

/** Forgets the failures of a key after a success (e.g. a correct password). */
export async function reset(rule: RateLimitRule, subject: string): Promise<void> {
  await db().rateLimit.deleteMany({ where: { key: { in: keysOf(rule, subject) } } });
}

/** Gives back one attempt counted in the current window: an attempt is counted before it is
 * checked (so attempts made at the same moment cannot all slip under the limit) and given back
 * when it turns out not to be one the limit is about (a correct password). */
export async function refund(rule: RateLimitRule, subject: string, now = new Date()): Promise<void> {
  for (const key of keysOf(rule, subject)) {
    await db().rateLimit.updateMany({ where: { key, expiresAt: { gt: now }, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
  }
}

/** Deletes a bounded batch of counters whose window has passed (indexed by expires_at), so the
 * table stays small without a scheduled job. */
export async function pruneExpiredCounters(now = new Date(), batch = 200): Promise<number> {
  const expired = await db().rateLimit.findMany({ where: { expiresAt: { lte: now } }, select: { key: true }, take: batch });
  if (expired.length === 0) return 0;
  const { count } = await db().rateLimit.deleteMany({ where: { key: { in: expired.map((row) => row.key) }, expiresAt: { lte: now } } });
  return count;
}
