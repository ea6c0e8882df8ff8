// Dates as the shop prints them to people: "3 December 2026", in UTC (the same for every reader and
// in every render, prerendered or not). Every page, e-mail and export that shows a calendar date
// uses these, so the shop never writes "7/18/2025" on one page and "18 July 2025" on another.
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DAY_AND_MONTH = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", timeZone: "UTC" });

/** "3 December 2026". A string is a date ("2026-12-03") or an ISO instant. */
export function formatDate(date: Date | string): string {
  return LONG_DATE.format(typeof date === "string" ? new Date(date.length === 10 ? `${date}T00:00:00Z` : date) : date);
}

/** "3 December", for a date whose year the sentence makes clear. */
export function formatDayAndMonth(date: Date): string {
  return DAY_AND_MONTH.format(date);
}
