// The Atomic Year's timing as people read it (the sending side's arithmetic is in schedule.ts), derived from the schedule table (the
// table is the single source of truth and admins edit it, so no page states a day of its own).
// Pure functions: the database reads are in queries.ts.

export const PROGRAMME_LENGTH_DAYS = 365;
const DAY_MS = 86_400_000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** One active schedule entry with what its template says about it. */
export type ScheduleEntry = { code: string; emailType: string; day: number; month: number | null; season: number | null };

export type ScheduleFacts = {
  welcomeDay: number | null;
  /** Guide drops by programme month, soonest first. */
  drops: { month: number; day: number }[];
  firstGuideDay: number | null;
  /** The usual number of days between two drops. */
  dropIntervalDays: number | null;
  /** The usual number of days from a guide's drop to its check-in. */
  checkInAfterDropDays: number | null;
  checkInCount: number;
  /** The notes that open a season: the season they open and their day. */
  seasonNotes: { season: number; day: number }[];
  closingDay: number | null;
  emailCount: number;
};

/** The most frequent value (the smallest of equally frequent ones), or null for none. */
function usual(values: number[]): number | null {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let best: number | null = null;
  for (const [value, count] of counts) {
    const bestCount = best === null ? 0 : (counts.get(best) ?? 0);
    if (count > bestCount || (count === bestCount && best !== null && value < best)) best = value;
  }
  return best;
}

export function scheduleFacts(entries: ScheduleEntry[]): ScheduleFacts {
  const sorted = [...entries].sort((a, b) => a.day - b.day);
  const drops = sorted.flatMap((entry) => (entry.emailType === "guide_drop" && entry.month !== null ? [{ month: entry.month, day: entry.day }] : []));
  const checkIns = sorted.filter((entry) => entry.emailType === "check_in");
  const dropDayOfMonth = new Map(drops.map((drop) => [drop.month, drop.day]));
  const checkInGaps = checkIns.flatMap((entry) => {
    const dropDay = entry.month === null ? undefined : dropDayOfMonth.get(entry.month);
    return dropDay === undefined || entry.day <= dropDay ? [] : [entry.day - dropDay];
  });
  const dropGaps = drops.slice(1).map((drop, index) => drop.day - drops[index]!.day);
  return {
    welcomeDay: sorted.find((entry) => entry.emailType === "welcome")?.day ?? null,
    drops,
    firstGuideDay: drops[0]?.day ?? null,
    dropIntervalDays: usual(dropGaps.filter((gap) => gap > 0)),
    checkInAfterDropDays: usual(checkInGaps),
    checkInCount: checkIns.length,
    seasonNotes: sorted.flatMap((entry) => (entry.emailType === "season_primer" && entry.season !== null ? [{ season: entry.season, day: entry.day }] : [])),
    closingDay: sorted.find((entry) => entry.emailType === "closing")?.day ?? null,
    emailCount: sorted.length,
  };
}

const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A number as it reads in a sentence: words up to twelve, digits after. */
export function numberWord(value: number): string {
  return SMALL_NUMBERS[value] ?? String(value);
}

/** A span of days as a person says it: "a day", "a week", "two weeks", "30 days". */
export function describeDays(days: number): string {
  if (days === 1) return "a day";
  if (days === 7) return "a week";
  if (days > 7 && days <= 28 && days % 7 === 0) return `${numberWord(days / 7)} weeks`;
  return `${days} days`;
}

/** When the next guide drop after `now` arrives, as an e-mail says it at send time ("in a week",
 * "tomorrow", "today", "in 10 days"); null when no drop is left. Counted in whole days from the
 * programme's start, as the scheduled job counts them. */
export function nextGuideTiming(drops: readonly { day: number }[], programmeStart: Date, now: Date): string | null {
  const today = Math.max(0, Math.floor((now.getTime() - programmeStart.getTime()) / DAY_MS));
  const next = drops
    .map((drop) => drop.day)
    .filter((day) => addDays(programmeStart, day).getTime() > now.getTime())
    .sort((a, b) => a - b)[0];
  if (next === undefined) return null;
  const days = next - today;
  if (days <= 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${describeDays(days)}`;
}

/** "90, 180 and 270" */
export function listNumbers(values: number[]): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} and ${values[values.length - 1]}`;
}

/** Season of a programme month: three months each (1-3 The Wake Up, ... 10-12 The Emergence). */
export function seasonOfMonth(month: number): number {
  return Math.min(4, Math.max(1, Math.ceil(month / 3)));
}

/** Where a running programme stands on `now`: its day, the guide month it is in (0 before the
 * first drop), the next drop and when, and the days left. */
export function programmeMoment(
  programme: { start: Date; end: Date },
  drops: ScheduleFacts["drops"],
  now: Date,
): { day: number; currentMonth: number; season: number; nextDrop: { month: number; date: Date } | null; daysLeft: number } {
  const day = Math.max(0, Math.floor((now.getTime() - programme.start.getTime()) / DAY_MS));
  const arrived = drops.filter((drop) => drop.day <= day);
  const currentMonth = arrived.length > 0 ? Math.max(...arrived.map((drop) => drop.month)) : 0;
  const next = drops.find((drop) => drop.day > day);
  return {
    day,
    currentMonth,
    season: seasonOfMonth(Math.max(1, currentMonth)),
    nextDrop: next ? { month: next.month, date: addDays(programme.start, next.day) } : null,
    daysLeft: Math.max(0, Math.ceil((programme.end.getTime() - now.getTime()) / DAY_MS)),
  };
}
