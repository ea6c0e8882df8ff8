// When a gift goes out: the morning (09:00) of the chosen day in the buyer's own time zone, or at
// once when the chosen day is today there. Pure functions of their arguments, shared by the wizard
// (which shows the day and zone) and the server (which stores the instant).
import { formatDayAndMonth } from "@/lib/dates";

/** The hour of the chosen day at which a scheduled gift is delivered, in the buyer's zone. */
export const DELIVERY_HOUR = 9;

/** A calendar date as the wizard sends it. */
export type CalendarDate = `${number}-${number}-${number}`;

const DATE_SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a zone name the runtime's time-zone database knows (e.g. Europe/Berlin, UTC). */
export function isIanaTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The parts of a "YYYY-MM-DD" string when it names a real day, else null. */
export function parseCalendarDate(value: string): { year: number; month: number; day: number } | null {
  const match = DATE_SHAPE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day };
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, "0");
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(instant: Date, zone: string): { year: number; month: number; day: number; hour: number; minute: number; second: number } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return { year: field("year"), month: field("month"), day: field("day"), hour: field("hour"), minute: field("minute"), second: field("second") };
}

/** The calendar date an instant falls on in a zone, as "YYYY-MM-DD". */
export function calendarDateIn(zone: string, instant: Date): CalendarDate {
  const { year, month, day } = wallClock(instant, zone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}` as CalendarDate;
}

/** The same calendar date a number of years later (29 February becomes 28 February). */
export function addYears(date: string, years: number): CalendarDate {
  const parts = parseCalendarDate(date);
  if (!parts) throw new Error(`not a calendar date: ${date}`);
  const lastDay = new Date(Date.UTC(parts.year + years, parts.month, 0)).getUTCDate();
  return `${pad(parts.year + years, 4)}-${pad(parts.month)}-${pad(Math.min(parts.day, lastDay))}` as CalendarDate;
}

/** Milliseconds the zone's clock is ahead of UTC at an instant. */
function zoneOffsetMs(instant: Date, zone: string): number {
  const wall = wallClock(instant, zone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a wall-clock time of a day happens in a zone. Two passes settle the offset across a
 * daylight-saving change; a time that does not exist that day (inside a spring-forward gap) comes
 * out as the same instant the clock jumps past it. */
function zonedInstant(date: { year: number; month: number; day: number }, hour: number, zone: string): Date {
  const wall = Date.UTC(date.year, date.month - 1, date.day, hour);
  let instant = wall - zoneOffsetMs(new Date(wall), zone);
  instant = wall - zoneOffsetMs(new Date(instant), zone);
  return new Date(instant);
}

/** When a gift chosen for `date` in `zone` goes out: now when that date is today (or earlier) in
 * the zone, else 09:00 on that date there. */
export function deliverAt(date: string, zone: string, now: Date): Date {
  const parts = parseCalendarDate(date);
  if (!parts) throw new Error(`not a calendar date: ${date}`);
  if (date <= calendarDateIn(zone, now)) return now;
  return zonedInstant(parts, DELIVERY_HOUR, zone);
}

/** "3 December" (with the year when it is not the current one in the zone), for the wizard and e-mails. */
export function formatDeliveryDay(date: string, today?: string): string {
  const parts = parseCalendarDate(date);
  if (!parts) return date;
  const label = formatDayAndMonth(new Date(Date.UTC(parts.year, parts.month - 1, parts.day)));
  return today && today.slice(0, 4) === date.slice(0, 4) ? label : `${label} ${parts.year}`;
}
