// The scheduled job as Vercel's cron calls it: POST with the cron secret (scripts/test.mjs sets it).
import { expect, type APIRequestContext } from "@playwright/test";

/** Runs the scheduled job once and returns its report per job. */
export async function runScheduledJob(request: APIRequestContext) {
  const secret = process.env.CRON_SECRET;
  if (!secret) throw new Error("CRON_SECRET is not set (scripts/test.mjs sets it)");
  const response = await request.post("/api/cron/scheduled-emails", { headers: { Authorization: `Bearer ${secret}` } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { jobs: Record<string, { sent: number; skipped: number; failed: number }> };
}
