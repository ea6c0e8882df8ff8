export type JobCounts = { sent: number; skipped: number; failed: number };
/** A job of the scheduled run. `deadline` (a Date.now() value) ends a job that drains a backlog:
 * it finishes the batch in hand and leaves the rest to the next run. */
export type ScheduledJob = { name: string; run(now: Date, deadline?: number): Promise<JobCounts> };
