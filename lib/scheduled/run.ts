import "server-only";
// One run of the scheduled job: every registered job in turn, at one instant, with the counts summed.
// A job that throws is logged and reported; the others still run (each is safe to run again).
import { scheduledJobs } from "./jobs";
import type { JobCounts, ScheduledJob } from "./types";

export type RunReport = JobCounts & { jobs: Record<string, JobCounts>; errors: string[] };

export async function runScheduledJobs(now: Date = new Date(), jobs: readonly ScheduledJob[] = scheduledJobs): Promise<RunReport> {
  const report: RunReport = { sent: 0, skipped: 0, failed: 0, jobs: {}, errors: [] };
  for (const job of jobs) {
    try {
      const counts = await job.run(now);
      report.jobs[job.name] = counts;
      report.sent += counts.sent;
      report.skipped += counts.skipped;
      report.failed += counts.failed;
    } catch (error) {
      console.error("scheduled: job failed", { job: job.name, error });
      report.errors.push(job.name);
    }
  }
  return report;
}
