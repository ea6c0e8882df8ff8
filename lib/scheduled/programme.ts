import "server-only";
// Placeholder with the contract's signature so the gifts branch compiles; `cron` owns the real one.
import type { JobCounts } from "./types";

/** Sends what is due of the Atomic Year schedule (all programmes, or one). */
export async function sendDueProgrammeEmails(options?: { subscriptionId?: string; now?: Date; limit?: number }): Promise<JobCounts> {
  void options;
  return { sent: 0, skipped: 0, failed: 0 };
}
