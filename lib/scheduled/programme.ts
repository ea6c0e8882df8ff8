import "server-only";
// Placeholder owned by the `cron` branch (contracts.md): its version, which sends what is due of
// the Atomic Year schedule, replaces this file at merge. Until then nothing is sent from here.
import type { JobCounts } from "./types";

/** Sends what is due of the Atomic Year schedule (all programmes, or one), claiming each entry by
 * inserting its email_deliveries row; guide drops also put the guide on the shelf. Called by the
 * cron route, and right after a programme starts (so the day-0 welcome goes out at once). */
export async function sendDueProgrammeEmails(_options?: { subscriptionId?: string; now?: Date; limit?: number }): Promise<JobCounts> {
  return { sent: 0, skipped: 0, failed: 0 };
}
