import { describe, expect, it } from "vitest";
import { formatDate, formatDayAndMonth } from "./dates";

describe("formatDate", () => {
  it("writes day, month and year, in UTC", () => {
    expect(formatDate(new Date("2026-12-03T23:30:00Z"))).toBe("3 December 2026");
    expect(formatDate("2025-07-18")).toBe("18 July 2025");
    expect(formatDate("2027-03-03T00:00:00.000Z")).toBe("3 March 2027");
  });

  it("writes day and month alone when asked", () => {
    expect(formatDayAndMonth(new Date(Date.UTC(2026, 11, 3)))).toBe("3 December");
  });
});
