// Programme dates as the shop prints them. Days are counted from the moment a programme starts, so
// a date is shown in UTC, the same for every reader and in every render.
const LONG_DATE = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });

/** "March 3, 2027" */
export function formatProgrammeDate(date: Date): string {
  return LONG_DATE.format(date);
}
