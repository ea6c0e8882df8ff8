export type JobCounts = { sent: number; skipped: number; failed: number };
export type ScheduledJob = { name: string; run(now: Date): Promise<JobCounts> };
