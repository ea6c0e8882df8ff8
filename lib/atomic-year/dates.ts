// Programme dates as the shop prints them (lib/dates.ts). Days are counted from the moment a
// programme starts, so a date is shown in UTC, the same for every reader and in every render.
import { formatDate } from "@/lib/dates";

/** "3 March 2027" */
export function formatProgrammeDate(date: Date): string {
  return formatDate(date);
}
