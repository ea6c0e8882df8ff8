import "server-only";
// Test sends (the e-mail screens and the developer pages) go to any address an admin types, so
// they are limited per admin (RATE_LIMIT_ADMIN_TEST_EMAILS_PER_ACCOUNT): a stolen admin session or
// a stuck button cannot turn the shop into a mail cannon.
import { adminRules, hitAll } from "@/lib/rate-limit";

export const TEST_EMAIL_LIMIT_MESSAGE = "Too many test e-mails. Please wait a few minutes and try again.";

/** Counts one test send of this admin; false when the admin's limit is used up. */
export async function adminTestEmailAllowed(adminId: string): Promise<boolean> {
  return hitAll([[adminRules().testEmailsPerAccount, adminId]]);
}
