// The Atomic Year's schedule arithmetic, pure (no database, no clock): when an entry falls due for
// a programme, which entries are due at a given instant, and what a late run does with them.
//
// A day is 24 hours counted from the instant the programme started (stored in UTC), not a calendar
// day in anyone's time zone: the day-7 guide arrives 168 hours after the purchase, wherever the
// reader lives and across daylight-saving changes, so every reader's spacing is the same.
//
// The catch-up rule, for a run that comes late (the job was down, or a queued year started while
// nothing ran):
// - guide drops are always delivered: they are what the person paid for, and they fill the shelf;
// - the welcome and the closing are always delivered: one explains the year, the other says it has
//   ended and that nothing renews, both true however late they arrive;
// - check-ins and season primers more than 7 days late are skipped (recorded, never sent): a
//   check-in asks about "the last two weeks", and a primer announces "your next guide arrives in a
//   week", so late ones would contradict what has already arrived.
// Lateness counts from the later of the entry's instant and the moment the programme was recorded:
// only a run that could have sent an entry and did not makes it late. A programme recorded with a
// start in the past (a data correction, a gifted year queued behind one that was refunded, a test)
// is caught up in full; a job that missed a fortnight skips the check-ins it missed.
// Entries whose day falls after the programme's end are never due.

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How late a check-in or a season primer may still go out. */
export const LATE_LIMIT_MS = 7 * DAY_MS;

export type ScheduleEntry = { id: string; days: number; kind: string };

export type DueDecision<E extends ScheduleEntry = ScheduleEntry> =
  { entry: E; dueAt: Date; outcome: "send" } | { entry: E; dueAt: Date; outcome: "skip"; skipReason: "late" | "unsubscribed" };

/** A programme's start and end, and when it was recorded (its row's creation). */
export type ProgrammeWindow = { start: Date; end: Date; recordedAt?: Date };

/** The instant an entry falls due for a programme: its start plus `days` whole days. */
export function entryDueAt(start: Date, days: number): Date {
  return new Date(start.getTime() + days * DAY_MS);
}

/** Kinds that go out however late the run is. */
function alwaysDelivered(kind: string): boolean {
  return kind === "guide_drop" || kind === "welcome" || kind === "closing";
}

/** Kinds an unsubscribed person still gets: only the guide drops (their download links). */
function sentToUnsubscribed(kind: string): boolean {
  return kind === "guide_drop";
}

/** Whether an entry of `kind` that fell due at `dueAt` (or, later, was recorded at `recordedAt`) is
 * still sent at `now`: up to and including exactly 7 days late for check-ins and primers, always for
 * the other kinds. */
export function stillWorthSending(kind: string, dueAt: Date, now: Date, recordedAt?: Date): boolean {
  const lateFrom = Math.max(dueAt.getTime(), recordedAt?.getTime() ?? 0);
  return alwaysDelivered(kind) || now.getTime() - lateFrom <= LATE_LIMIT_MS;
}

/**
 * What a run at `now` does for one programme: every entry not yet delivered whose instant has come
 * (and lies within the programme), in schedule order, sent or skipped by the catch-up rule; a person
 * who unsubscribed gets only the guide drops.
 */
export function dueDecisions<E extends ScheduleEntry>(
  entries: readonly E[],
  programme: ProgrammeWindow,
  now: Date,
  delivered: ReadonlySet<string>,
  options: { optedOut?: boolean } = {},
): DueDecision<E>[] {
  const decisions: DueDecision<E>[] = [];
  for (const entry of sortedEntries(entries)) {
    if (delivered.has(entry.id)) continue;
    const dueAt = entryDueAt(programme.start, entry.days);
    if (dueAt > now || dueAt > programme.end) continue;
    if (!stillWorthSending(entry.kind, dueAt, now, programme.recordedAt)) decisions.push({ entry, dueAt, outcome: "skip", skipReason: "late" });
    else if (options.optedOut && !sentToUnsubscribed(entry.kind)) decisions.push({ entry, dueAt, outcome: "skip", skipReason: "unsubscribed" });
    else decisions.push({ entry, dueAt, outcome: "send" });
  }
  return decisions;
}

/** The next instant something is due for a programme after `delivered`, or null when nothing is left. */
export function nextDueAt(entries: readonly ScheduleEntry[], programme: ProgrammeWindow, delivered: ReadonlySet<string>): Date | null {
  let next: Date | null = null;
  for (const entry of entries) {
    if (delivered.has(entry.id)) continue;
    const dueAt = entryDueAt(programme.start, entry.days);
    if (dueAt > programme.end) continue;
    if (next === null || dueAt < next) next = dueAt;
  }
  return next;
}

function sortedEntries<E extends ScheduleEntry>(entries: readonly E[]): E[] {
  return [...entries].sort((a, b) => a.days - b.days || a.id.localeCompare(b.id));
}
