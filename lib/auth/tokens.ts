import "server-only";
// One-time tokens (e-mail confirmation, password reset, a change of address): 256 random bits, only the SHA-256 hash is
// stored, single use (claimed by a conditional update), expiring.
import { db } from "@/lib/db";
import { createHash, randomBytes } from "node:crypto";

export type TokenPurpose = "email_confirmation" | "password_reset" | "email_change";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  email_confirmation: 24 * 60 * 60 * 1000,
  password_reset: 60 * 60 * 1000,
  email_change: 24 * 60 * 60 * 1000,
};

export function newRawToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

export function isTokenShaped(raw: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(raw);
}

/** Issues a token; earlier unused tokens of the same purpose stop working (a new reset voids the old). */
export async function issueToken(userId: string, purpose: TokenPurpose, now = new Date(), newEmail?: string): Promise<string> {
  const raw = newRawToken();
  await db().$transaction([
    db().oneTimeToken.updateMany({ where: { userId, purpose, consumedAt: null }, data: { consumedAt: now } }),
    db().oneTimeToken.create({
      data: { userId, purpose, tokenHash: hashToken(raw), expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]), newEmail: newEmail ?? null },
    }),
  ]);
  return raw;
}

export type ConsumeResult = { ok: true; userId: string } | { ok: false; reason: "invalid" | "expired" | "used" };

/** Claims a token once: of two concurrent uses exactly one succeeds. */
export async function consumeToken(raw: string, purpose: TokenPurpose, now = new Date()): Promise<ConsumeResult> {
  if (!isTokenShaped(raw)) return { ok: false, reason: "invalid" };
  const tokenHash = hashToken(raw);
  const claimed = await db().oneTimeToken.updateMany({
    where: { tokenHash, purpose, consumedAt: null, expiresAt: { gt: now } },
    data: { consumedAt: now },
  });
  const row = await db().oneTimeToken.findUnique({ where: { tokenHash }, select: { userId: true, purpose: true, expiresAt: true } });
  if (claimed.count === 1 && row) return { ok: true, userId: row.userId };
  if (!row || row.purpose !== purpose) return { ok: false, reason: "invalid" };
  return { ok: false, reason: row.expiresAt <= now ? "expired" : "used" };
}

/** Checks a token without using it (to decide whether to show the reset form). */
export async function peekToken(raw: string, purpose: TokenPurpose, now = new Date()): Promise<boolean> {
  if (!isTokenShaped(raw)) return false;
  const row = await db().oneTimeToken.findUnique({ where: { tokenHash: hashToken(raw) }, select: { purpose: true, consumedAt: true, expiresAt: true } });
  return Boolean(row && row.purpose === purpose && !row.consumedAt && row.expiresAt > now);
}
