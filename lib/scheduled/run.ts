import "server-only";
// One run of the scheduled job: every registered job in turn, at one instant, with the counts summed.
// A job that throws is logged and reported; the others still run (each is safe to run again). The
// run has a time budget a little under the route's maxDuration: a job draining a backlog stops
// claiming once it has passed, and the next run goes on from there.
import { scheduledJobs } from "./jobs";
import type { JobCounts, ScheduledJob } from "./types";
import { log } from "@/lib/log/logger";
import { inSpan } from "@/lib/telemetry/span";

export type RunReport = JobCounts & { jobs: Record<string, JobCounts>; errors: string[] };

/** The run's time budget: the route's maxDuration (300 s) less room to finish the batch in hand
 * and answer. */
export const RUN_BUDGET_MS = 240_000;

export function runScheduledJobs(
  now: Date = new Date(),
  jobs: readonly ScheduledJob[] = scheduledJobs,
  options: { budgetMs?: number } = {},
): Promise<RunReport> {
  return inSpan("scheduled.run", { "scheduled.jobs": jobs.length }, () => runEach(now, jobs, options));
}

async function runEach(now: Date, jobs: readonly ScheduledJob[], options: { budgetMs?: number }): Promise<RunReport> {
  const deadline = Date.now() + (options.budgetMs ?? RUN_BUDGET_MS);
  const report: RunReport = { sent: 0, skipped: 0, failed: 0, jobs: {}, errors: [] };
  for (const job of jobs) {
    try {
      const counts = await inSpan(`scheduled.${job.name}`, { "scheduled.job": job.name }, async (span) => {
        const done = await job.run(now, deadline);
        span.setAttributes({ "scheduled.sent": done.sent, "scheduled.skipped": done.skipped, "scheduled.failed": done.failed });
        return done;
      });
      report.jobs[job.name] = counts;
      report.sent += counts.sent;
      report.skipped += counts.skipped;
      report.failed += counts.failed;
    } catch (error) {
      log().error({ job: job.name, err: error }, "scheduled: job failed");
      report.errors.push(job.name);
    }
  }
  return report;
}
