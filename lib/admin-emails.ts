// The admin allow-list rule: at most 5 addresses, trimmed and
// compared case-insensitively, no placeholders, no duplicates, each a valid e-mail shape.
import { z } from "zod";

export const MAX_ADMINS = 5;

const PLACEHOLDER_PATTERNS = [
  /@example\.(com|org|net)$/,
  /^(you|your|admin|user|name|email|test)@(domain|email|company|yourdomain|mail)\./,
  /your[-_.]?(email|address|name)/,
  /placeholder|changeme|replace[-_.]?me|xxx|todo/,
];

const emailShape = z.email();

export type AdminEmailsResult = { ok: true; emails: string[] } | { ok: false; error: string };

export function parseAdminEmails(raw: string | undefined): AdminEmailsResult {
  const entries = (raw ?? "")
    .split(",")
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry.length > 0);
  if (entries.length > MAX_ADMINS) {
    return { ok: false, error: `lists ${entries.length} addresses; at most ${MAX_ADMINS} are allowed` };
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!emailShape.safeParse(entry).success) return { ok: false, error: `"${entry}" is not a valid e-mail address` };
    if (PLACEHOLDER_PATTERNS.some((pattern) => pattern.test(entry))) {
      return { ok: false, error: `"${entry}" looks like a placeholder, not a real address` };
    }
    if (seen.has(entry)) return { ok: false, error: `"${entry}" is listed twice` };
    seen.add(entry);
  }
  return { ok: true, emails: [...seen] };
}

/** An admin: an account whose e-mail is on ADMIN_EMAILS and confirmed (an unconfirmed address proves nothing). */
export function isAdminAccount(adminEmails: readonly string[], account: { email: string | null; emailVerified: Date | null }): boolean {
  if (!account.email || !account.emailVerified) return false;
  return adminEmails.includes(account.email.trim().toLowerCase());
}
